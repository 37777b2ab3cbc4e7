import { useQuery } from '@tanstack/react-query';
import { useBlobUrl } from '../../ui/blob-url';
import { fetchProofFile } from './proof-file.resource';

/** A proof image's bytes (fetched once per page: images never change) and a blob URL for them. */
export function useProofImage(id: string) {
  const file = useQuery({
    queryKey: ['ops', 'file', id],
    queryFn: ({ signal }) => fetchProofFile(id, signal),
    staleTime: Infinity,
  });
  return { url: useBlobUrl(file.data), isError: file.isError, error: file.error };
}
