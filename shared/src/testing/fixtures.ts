import type { WhitelabelNode } from '../api/types';
import type { Permission } from '../api/types';
import type { DeploymentConfig } from '../config/deployment';

/** A whitelabel tree node. */
export const whitelabelNode = (
  modId: string,
  enabled: boolean,
  childrenNodes: WhitelabelNode[] = [],
): WhitelabelNode => ({
  modId,
  name: modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

export const testDeployment = (overrides: Partial<DeploymentConfig> = {}): DeploymentConfig => ({
  apiBaseUrl: 'http://127.0.0.1:9',
  remotes: {
    mf_lobby: 'http://127.0.0.1:9/lobby/mf-manifest.json',
    mf_lottery: 'http://127.0.0.1:9/lottery/mf-manifest.json',
    mf_member_centre: 'http://127.0.0.1:9/member-centre/mf-manifest.json',
    mf_agent_centre: 'http://127.0.0.1:9/agent-centre/mf-manifest.json',
    mf_points_mall: 'http://127.0.0.1:9/points-mall/mf-manifest.json',
    mf_sportsbook: 'http://127.0.0.1:9/sportsbook/mf-manifest.json',
    mf_tables: 'http://127.0.0.1:9/tables/mf-manifest.json',
  },
  ...overrides,
});

export const testPermission = (overrides: Partial<Permission> = {}): Permission => ({
  merchantCode: 'padma',
  brandName: 'Padma Play',
  whitelabel: [],
  registerRules: [],
  resources: [],
  customerService: { liveChat: false, liveChatUrl: null, links: {} },
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  location: { ip: '127.0.0.1' },
  maintenance: { enabled: false, message: { bn: '', en: '' }, until: null },
  regionRestriction: { restricted: false },
  settings: {
    languages: ['bn', 'en'],
    defaultLanguage: 'en',
    defaultTheme: 'light',
    timeZone: 'Asia/Dhaka',
    currency: 'BDT',
    currencySymbol: '৳',
    ageLimit: 18,
    copyrightYear: 2025,
    licence: { bn: '', en: '' },
    regulators: [],
    feedback: { minWords: 5, maxWords: 300 },
  },
  ...overrides,
});
