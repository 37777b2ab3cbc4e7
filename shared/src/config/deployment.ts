/** The deployment file the shell reads at start-up (`remotes.json` next to its index.html). */
export type DeploymentConfig = {
  apiBaseUrl: string;
  /** Module Federation remote name → URL of its mf-manifest.json */
  remotes: Record<string, string>;
};

export function isDeploymentConfig(value: unknown): value is DeploymentConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<DeploymentConfig>;
  return (
    typeof candidate.apiBaseUrl === 'string' &&
    typeof candidate.remotes === 'object' &&
    candidate.remotes !== null &&
    Object.values(candidate.remotes).every((url) => typeof url === 'string')
  );
}
