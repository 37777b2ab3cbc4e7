import type { HouseGameBoot } from '@site/contracts';

/** The launch's data the API wrote into the page (contracts HouseGameBoot). */
export function readBoot(doc: Document = document): HouseGameBoot {
  const text = doc.getElementById('house-boot')?.textContent ?? '';
  return JSON.parse(text) as HouseGameBoot;
}
