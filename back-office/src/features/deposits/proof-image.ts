import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchProofFile } from './proof-file.resource';

/**
 * A proof image's bytes (fetched once per page: images never change) and a blob URL for them,
 * revoked when no longer shown.
 */
export function useProofImage(id: string) {
  const file = useQuery({
    queryKey: ['ops', 'file', id],
    queryFn: ({ signal }) => fetchProofFile(id, signal),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const objectUrl = URL.createObjectURL(file.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file.data]);
  return { url, isError: file.isError, error: file.error };
}
