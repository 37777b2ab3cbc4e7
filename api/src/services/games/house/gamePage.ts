import type { HouseGameBoot } from '@site/contracts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { escapeXml } from '../../content/bannerArt.js';
import { scriptJson } from '../../../http/htmlPage.js';

/**
 * The house game studio's React pages (house-games/web, built to house-games/dist/web): the
 * API serves the built files under /house/assets/ and fills the built `game.html`'s
 * placeholders for each launch. The page runs nothing inline: its policy allows scripts and
 * styles from this origin only, and its launch data travels as JSON that is never executed.
 */
export const GAME_PAGE_ASSETS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@site/house-games/package.json')),
  'dist',
  'web',
);

const TEMPLATE_FILE = 'game.html';

export const isGamePageTemplate = (file: string) => path.basename(file) === TEMPLATE_FILE;

let template: string | null = null;

function gamePageTemplate(): string {
  template ??= readFileSync(path.join(GAME_PAGE_ASSETS, TEMPLATE_FILE), 'utf8');
  return template;
}

export function renderGamePage(boot: HouseGameBoot): string {
  return gamePageTemplate()
    .replace('__LANG__', boot.language)
    .replace('__THEME__', boot.theme)
    .replace('__TITLE__', escapeXml(boot.gameName))
    .replace('__BOOT__', () => scriptJson(boot));
}

/** The game page's own policy: only this origin's scripts, styles, images and calls. */
export const GAME_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors *";
