import type { OpsApplication } from '@site/contracts';
import { Modal } from '@site/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleTranslation } from '../../i18n/translations';
import { useBlobUrl } from '../../ui/blob-url';
import { fetchApplicationImage } from './application-image.resource';

type Image = OpsApplication['images'][number];

/** One image's bytes, fetched once per page (images never change), as a blob URL. */
function useApplicationImage(path: string) {
  const file = useQuery({
    queryKey: ['ops', 'application-image', path],
    queryFn: ({ signal }) => fetchApplicationImage(path, signal),
    staleTime: Infinity,
  });
  return { url: useBlobUrl(file.data), isError: file.isError };
}

function Thumbnail({ image, label, onOpen }: { image: Image; label: string; onOpen: () => void }) {
  const { url, isError } = useApplicationImage(image.path);
  return (
    <button type="button" className="proof-thumbnail" aria-label={label} onClick={onOpen}>
      {url ? <img src={url} alt="" /> : <span className="proof-thumbnail__blank" />}
      {isError ? '!' : null}
    </button>
  );
}

function Large({ image }: { image: Image }) {
  const { url } = useApplicationImage(image.path);
  return <div className="proof-viewer__frame">{url && <img src={url} alt={image.fileName} />}</div>;
}

/** The images a member sent with an application: thumbnails, each opening large. */
export function ApplicationImages({ application }: { application: OpsApplication }) {
  const { t } = useConsoleTranslation();
  const [open, setOpen] = useState<Image | null>(null);
  if (application.images.length === 0) return null;
  return (
    <div className="proof-thumbnails proof-thumbnails--small">
      {application.images.map((image, index) => (
        <Thumbnail
          key={image.id}
          image={image}
          label={t('applications.image', { n: index + 1, member: application.member })}
          onOpen={() => setOpen(image)}
        />
      ))}
      {open && (
        <Modal
          open
          title={t('applications.imageTitle', { member: application.member })}
          onClose={() => setOpen(null)}
          size={{ width: 1000 }}
          className="proof-viewer"
          testId="application-image"
        >
          <Large image={open} />
        </Modal>
      )}
    </div>
  );
}
