/**
 * The deployment file the shell reads at start-up (`remotes.json` next to its index.html).
 *
 * `releases` says where the remotes come from: the API's channel registry (issue 46) for this
 * `environment`, which names each remote's version per brand; the shell loads a remote only
 * from one of `origins`, the hosts its teams publish to, so neither the registry nor anyone
 * who could change it can make the site run a script from elsewhere. `remotes` names a remote's
 * manifest directly, which then wins over its channel: a developer's own build, or a deployment
 * without a registry.
 */
export type DeploymentConfig = {
  apiBaseUrl: string;
  releases?: ReleaseRegistryConfig;
  /** Module Federation remote name → URL of its mf-manifest.json */
  remotes?: Record<string, string>;
};

export type ReleaseRegistryConfig = {
  environment: string;
  /** The origins (scheme, host and port) remotes may be loaded from. */
  origins: string[];
};

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isReleaseRegistryConfig(value: unknown): value is ReleaseRegistryConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ReleaseRegistryConfig>;
  return typeof candidate.environment === 'string' && isStringList(candidate.origins);
}

export function isDeploymentConfig(value: unknown): value is DeploymentConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<DeploymentConfig>;
  const remotesValid =
    candidate.remotes === undefined ||
    (typeof candidate.remotes === 'object' &&
      candidate.remotes !== null &&
      Object.values(candidate.remotes).every((url) => typeof url === 'string'));
  const releasesValid =
    candidate.releases === undefined || isReleaseRegistryConfig(candidate.releases);
  return (
    typeof candidate.apiBaseUrl === 'string' &&
    remotesValid &&
    releasesValid &&
    (candidate.remotes !== undefined || candidate.releases !== undefined)
  );
}
