import { useQuery } from '@tanstack/react-query';
import { useBlobUrl } from '../../ui/blob-url';
import { fetchBannerArt } from './banner-art.resource';

/** A banner's picture, fetched once per page (a key's art never changes), from a blob URL. */
export function BannerPicture({
  path,
  alt,
  width,
  height,
}: {
  path: string;
  alt: string;
  width: number;
  height: number;
}) {
  const art = useQuery({
    queryKey: ['ops', 'banner-art', path],
    queryFn: ({ signal }) => fetchBannerArt(path, signal),
    staleTime: Infinity,
  });
  const url = useBlobUrl(art.data);
  return url ? (
    <img className="content-thumb" src={url} alt={alt} width={width} height={height} />
  ) : (
    <span className="content-thumb" style={{ width, height }} aria-hidden="true" />
  );
}
