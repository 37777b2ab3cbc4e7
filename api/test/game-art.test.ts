import { gameTileSvg, SCENE_OF_CATEGORY } from '../src/services/games/art/gameTileArt.js';
import { vendorLogoSvg } from '../src/services/games/vendorLogo.js';

/**
 * Well-formed XML, checked by hand: every tag closes in order under one root, attributes are
 * quoted, and text holds no raw `<` and no `&` outside an entity. Enough to catch a broken tile.
 */
function expectWellFormedXml(xml: string) {
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  for (const match of xml.matchAll(tag)) {
    const text = xml.slice(at, match.index);
    expect(text).not.toMatch(/<|&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/);
    const [, closing, name, , selfClosing] = match;
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name!);
    } else if (open.length === 0) roots += 1;
    at = match.index + match[0].length;
  }
  expect(xml.slice(at)).toBe('');
  expect(open).toEqual([]);
  expect(roots).toBe(1);
}

const tile = (game_classify: string, game_code: string, name_en = 'Padma Fortune') =>
  gameTileSvg({ game_classify, game_code, name_en });
const sceneOfSvg = (svg: string) => /data-scene="([^"]+)"/.exec(svg)?.[1];

describe('game tiles', () => {
  it('draws every category its own well-formed scene, small and without scripts or links', () => {
    const scenes = new Map<string, string>();
    for (const classify of [...Object.keys(SCENE_OF_CATEGORY), 'UNKNOWN']) {
      const svg = tile(classify, `PP_${classify}_7`);
      expectWellFormedXml(svg);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="200"/);
      // Only same-document references (<use> of a symbol, gradients): nothing is ever loaded.
      expect(svg).not.toMatch(/<script|href="(?!#)|<image|url\((?!#)/);
      expect(svg.length).toBeLessThan(4_500);
      scenes.set(classify, sceneOfSvg(svg)!);
    }
    // The house kinds and what the other categories are, each recognisable at a glance.
    expect(Object.fromEntries(scenes)).toMatchObject({
      JP: 'slot',
      VP: 'video-poker',
      SC: 'scratch',
      TG: 'blackjack',
      AC: 'crash',
      FISH: 'fishing',
      ROU: 'roulette',
      SPORTSBOOK: 'sportsbook',
      COCKFIGHT: 'cockfight',
      ESPORTS: 'esports',
      CARD: 'card-hand',
      BG: 'lottery-balls',
      UNKNOWN: 'lottery-balls',
    });
    expect(new Set(scenes.values()).size).toBe(15);
  });

  it('gives entries of one kind different art and one entry always the same bytes', () => {
    for (const classify of ['JP', 'VP', 'SC', 'TG', 'AC', 'FISH']) {
      const tiles = new Set(
        Array.from({ length: 6 }, (_, i) => tile(classify, `JILI_${classify}_${i}`)),
      );
      expect(tiles.size).toBe(6);
      expect(tile(classify, `JILI_${classify}_3`)).toBe(tile(classify, `JILI_${classify}_3`));
    }
  });

  it('draws a slot with pictures of its own symbol set, not letters', () => {
    const svg = tile('JP', 'PP_JP_1');
    expect(svg).not.toMatch(/<text/);
    expect((svg.match(/<use href="#y\d"/g) ?? []).length).toBe(9);
    expect(svg).toMatch(/<g id="y0"><(path|circle|ellipse|rect)/);
  });

  it('escapes the name it carries and keeps the words off the tile (the lobby prints them)', () => {
    const svg = tile('JP', 'PP_JP_1', `Tom & "Jerry's" <script>alert(1)</script>\u0007`);
    expectWellFormedXml(svg);
    expect(svg).toContain(
      'aria-label="Tom &#38; &#34;Jerry&#39;s&#34; &#60;script&#62;alert(1)&#60;/script&#62;"',
    );
    expect(svg).not.toContain('<script');
    expect(tile('CARD', 'KM_CARD_1', 'তিন পাত্তি')).not.toMatch(/>[^<]*তিন/);
  });
});

describe('vendor logos', () => {
  const logo = (vassalage: string, display_name: string) =>
    vendorLogoSvg({ node_id: '1', vassalage, display_name });

  it('sets the name in bold capitals beside an emblem, well-formed and within its 160×64 box', () => {
    const svg = logo('PPL', 'Pragmatic Play Live');
    expectWellFormedXml(svg);
    expect(svg).toMatch(/data-emblem="(shield|hexagon|ring|badge)"/);
    expect(svg).toContain('>PRAGMATIC</text>');
    expect(svg).toContain('>PLAY LIVE</text>');
    expect(svg).not.toMatch(/<script|href=|<image/);
    for (const size of svg.matchAll(/font-size="(\d+)"/g))
      expect(Number(size[1])).toBeGreaterThanOrEqual(11);
  });

  it('colours and shapes vendors apart by code, the same way in every category', () => {
    const emblems = new Set(
      ['EVO', 'PG', 'JILI', 'SABA', 'KM', 'TCG', 'CQ9', 'RT'].map(
        (code) => /data-emblem="(\w+)"/.exec(logo(code, 'Vendor'))![1],
      ),
    );
    expect(emblems.size).toBeGreaterThan(1);
    expect(logo('JILI', 'JILI')).not.toBe(logo('PG', 'JILI'));
    const colours = (svg: string) => /<defs>.*<\/defs>/.exec(svg)![0];
    expect(colours(logo('JILI', 'JILI Fishing'))).toBe(colours(logo('JILI', 'JILI')));
  });

  it('escapes names and renders Bengali ones in the site font stack', () => {
    const hostile = logo('X', `A&B <b>"Q'`);
    expectWellFormedXml(hostile);
    expect(hostile).not.toContain('<b>');
    const bengali = logo('HOUSE', 'পদ্মা অরিজিনালস');
    expectWellFormedXml(bengali);
    expect(bengali).toContain('>পদ্মা</text>');
    expect(bengali).toContain('>অরিজিনালস</text>');
    expect(bengali).toContain("font-family=\"'Noto Sans Bengali'");
  });
});
