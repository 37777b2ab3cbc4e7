type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Prepares the tag manager's data layer with the brand's container id (spec §1 start-up).
 * Loading the vendor's script is an operator's deployment choice; events queue here either way.
 */
export function startAnalytics(gtagId: string): void {
  if (!gtagId) return;
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js', containerId: gtagId });
}
