/// <reference types="@testing-library/jest-dom" />
// ↑ the DOM matchers of the jest tests (set up in shared/src/testing/jest-setup.ts).

/** Set by the webpack factory (tooling/webpack) at build time. */
declare const __SITE_API_URL__: string;
/** The bus protocol the app was built against, inlined so a shared copy cannot replace it. */
declare const __BUS_PROTOCOL__: string;
/** The version of @site/shared the app was built against (its package.json), inlined likewise. */
declare const __SHARED_VERSION__: string;

declare module '*.css';

/** A file the build emits as an asset of its own (tooling/webpack): its URL. */
declare module '*?url' {
  const url: string;
  export default url;
}
