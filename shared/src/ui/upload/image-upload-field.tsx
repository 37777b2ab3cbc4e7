import { COMMON_NAMESPACE, formatNumber, useTranslation } from '@site/shared';
import { useEffect, useId, useRef, useState } from 'react';
import type { FieldMessage } from '../form/field-rules';
import { useFieldMessage } from '../form/use-field-message';
import {
  ACCEPTED_IMAGE_TYPES,
  checkNewImages,
  IMAGE_LIMITS,
  megabytes,
  type ImageLimits,
} from './image-rules';

/** Object URLs for the previews, released when the files change or the field goes away. */
function usePreviewUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const next = files.map((file) => URL.createObjectURL(file));
    setUrls(next);
    return () => next.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

type ImageUploadFieldProps = {
  name: string;
  label: string;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A refusal from outside (the server's), already translated; the next change clears it. */
  error?: string | null;
  /** Replaces the default hint (types, size and count) with the form's own words. */
  hint?: string;
  limits?: ImageLimits;
};

/**
 * Image proof (withdrawal not received, activity application): png/jpg, 5 MB, at most 3,
 * with previews and a remove button each. A refused file is named in the error and nothing
 * of its batch is added; removing a file or a valid add clears the error.
 */
export function ImageUploadField({
  name,
  label,
  files,
  onChange,
  error,
  hint,
  limits = IMAGE_LIMITS,
}: ImageUploadFieldProps) {
  const { t, i18n } = useTranslation(COMMON_NAMESPACE);
  const message = useFieldMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<FieldMessage | null>(null);
  const [outsideErrorShown, setOutsideErrorShown] = useState(true);
  useEffect(() => setOutsideErrorShown(true), [error]);
  const previews = usePreviewUrls(files);
  const number = (value: number) => formatNumber(value, i18n.language);
  const shownError = message(refusal) ?? (outsideErrorShown ? error : null);
  const full = files.length >= limits.maxFiles;

  /** Any answer to the member's action replaces the error that was shown before it. */
  const settle = (why: FieldMessage | null) => {
    setRefusal(why);
    setOutsideErrorShown(false);
  };
  const add = (list: FileList | null) => {
    const added = [...(list ?? [])];
    // Cleared so picking the same file again after removing it still fires a change.
    if (input.current) input.current.value = '';
    if (added.length === 0) return;
    const why = checkNewImages(files, added, limits);
    settle(why);
    if (!why) onChange([...files, ...added]);
  };

  return (
    <div className="form__field image-upload" role="group" aria-labelledby={`${id}-label`}>
      <div className="image-upload__head">
        <span id={`${id}-label`}>{label}</span>
        {/* Its own line, not the hint's tail: "up to 3 images" then "0 of 3 added" read as one run-on. */}
        <span id={`${id}-count`} className="image-upload__count" aria-live="polite">
          {t('ui.upload.count', { count: number(files.length), max: number(limits.maxFiles) })}
        </span>
      </div>
      <p className="form__hint" id={`${id}-hint`}>
        {hint ??
          t('ui.upload.hint', {
            size: number(megabytes(limits.maxBytes)),
            max: number(limits.maxFiles),
          })}
      </p>
      {files.length > 0 && (
        <ul className="image-upload__list" aria-labelledby={`${id}-label`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="image-upload__item">
              {previews[index] && (
                <img
                  className="image-upload__preview"
                  src={previews[index]}
                  alt={t('ui.upload.preview', { name: file.name })}
                />
              )}
              <span className="image-upload__name">{file.name}</span>
              <button
                type="button"
                className="link-button"
                aria-label={t('ui.upload.remove', { name: file.name })}
                onClick={() => {
                  settle(null);
                  onChange(files.filter((_, at) => at !== index));
                }}
              >
                {t('ui.upload.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={`${id}-input`}
        className="visually-hidden image-upload__input"
        type="file"
        name={name}
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple
        disabled={full}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count ${id}-error`}
        onChange={(event) => add(event.target.files)}
      />
      {/* The label is the visible button; the input keeps the focus (styled through it). */}
      <label
        className={`site-button image-upload__pick${full ? ' image-upload__pick--full' : ''}`}
        htmlFor={`${id}-input`}
        aria-disabled={full || undefined}
      >
        {t('ui.upload.add')}
      </label>
      <p id={`${id}-error`} className="form__field-error" role="alert">
        {shownError}
      </p>
    </div>
  );
}
