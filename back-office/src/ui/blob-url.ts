import { useEffect, useState } from 'react';

/**
 * A blob URL for bytes fetched with the operator's token (an <img> cannot send it), revoked
 * when no longer shown; null until the bytes arrive.
 */
export function useBlobUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}
