/**
 * What `react-dom` and `preact/compat` are on the page (create-config.cjs): the `react`
 * singleton, which is Preact's compat layer. The federation runtime shares one file under one
 * name only, so compat, imported under three names, was shared as `react` alone; a remote's
 * `react-dom` and `preact/compat` (Preact's JSX runtime imports it) fell back to the remote's
 * own copy of compat: a second copy on the page, whose hooks on Preact's options then ran for
 * every element a second time. Under those names a remote now loads this file, which is the
 * shell's compat.
 */
export * from 'react';
export { default } from 'react';
