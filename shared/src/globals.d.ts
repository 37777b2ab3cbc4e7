/// <reference types="@testing-library/jest-dom" />
// ↑ the DOM matchers of the jest tests (set up in shared/src/testing/jest-setup.ts).

declare module '*.css';

/** A file the build emits as an asset of its own (tooling/webpack): its URL. */
declare module '*?url' {
  const url: string;
  export default url;
}
