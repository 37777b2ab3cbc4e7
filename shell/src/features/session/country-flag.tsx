import { AE, BD, GB, IN, LK, MY, NP, PK, SG } from 'country-flag-icons/react/3x2';

/**
 * spec §2 dial-code picker flags, as inline SVG: emoji flags show as letters on systems without
 * an emoji font. Named imports, so the build keeps only the offered countries' flags.
 */
const FLAGS: Record<string, typeof BD> = {
  AE,
  BD,
  GB,
  IN,
  LK,
  MY,
  NP,
  PK,
  SG,
};

export function CountryFlag({ countryCode }: { countryCode: string }) {
  const Flag = FLAGS[countryCode];
  if (!Flag) return null;
  return <Flag className="dial-code__flag" aria-hidden="true" focusable="false" />;
}
