import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@site/shared';
import { SHELL_NAMESPACE } from '../../i18n/shell-translations';
import { CountryFlag } from './country-flag';

/** spec §9: the country list closes this long after the field loses focus (a click can land). */
export const DIAL_CODE_CLOSE_DELAY_MS = 200;

export type DialCodeEntry = { countryCode: string; countryDialingCode: string };

type DialCodePickerProps = {
  entries: readonly DialCodeEntry[];
  value: string;
  onChange: (dialingCode: string) => void;
};

/**
 * spec §2/§4 country dial-code picker: opens on focus, closes 200 ms after blur, choosing an
 * entry closes it and emits the dialing code. A WAI-ARIA combobox with a listbox; country names
 * come from Intl.DisplayNames in the reader's language.
 */
export function DialCodePicker({ entries, value, onChange }: DialCodePickerProps) {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' });
    } catch {
      return null;
    }
  }, [i18n.language]);
  const nameOf = (code: string) => names?.of(code) ?? code;

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const show = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    const index = entries.findIndex((entry) => entry.countryDialingCode === value);
    setActive(Math.max(index, 0));
    setOpen(true);
  };
  const choose = (entry: DialCodeEntry) => {
    onChange(entry.countryDialingCode);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + entries.length) % entries.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(entries[active]!);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation(); // the modal around it stays open
      setOpen(false);
    }
  };

  return (
    <span className="dial-code">
      <input
        className="dial-code__input"
        role="combobox"
        readOnly
        aria-label={t('form.dialCode')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="none"
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        value={`+${value}`}
        onFocus={show}
        onClick={show}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), DIAL_CODE_CLOSE_DELAY_MS);
        }}
        onKeyDown={onKeyDown}
      />
      <ul className="dial-code__list" id={listId} role="listbox" hidden={!open}>
        {entries.map((entry, index) => (
          <li
            key={entry.countryCode}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={entry.countryDialingCode === value}
            className={index === active ? 'dial-code__option is-active' : 'dial-code__option'}
            // mousedown keeps the focus in the input, so blur does not race the choice
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(entry)}
          >
            <CountryFlag countryCode={entry.countryCode} />
            <span className="dial-code__country">{entry.countryCode}</span>
            <span className="dial-code__name">{nameOf(entry.countryCode)}</span>
            <span className="dial-code__number">+{entry.countryDialingCode}</span>
          </li>
        ))}
      </ul>
    </span>
  );
}
