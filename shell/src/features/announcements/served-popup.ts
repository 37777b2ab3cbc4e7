/**
 * The visitors' popup the site's server painted into a lottery page before the app arrived
 * (tooling/announcement-popup.mjs, boot-fragment.html). The app's popup takes its place: it is
 * removed in the commit that opens the app's own, so the two never show together, or as soon
 * as the app knows it will not open one.
 */
export function removeServedPopup(): void {
  document.getElementById('boot-popup')?.remove();
}
