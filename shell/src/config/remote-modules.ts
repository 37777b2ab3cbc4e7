/**
 * The remotes the shell knows, the whitelabel module that switches each on (spec §3), and
 * what each exposes. Where a remote is deployed comes from remotes.json, not from here.
 */
export type RemoteModule = {
  federationName: string;
  /** modId in the brand's whitelabel tree */
  modId: string;
  exposes: Record<string, string>;
};

export const REMOTE_MODULES = {
  lobby: { federationName: 'mf_lobby', modId: 'LOBBY', exposes: { page: './LobbyPage' } },
  lottery: { federationName: 'mf_lottery', modId: 'LOTTERY', exposes: { page: './LotteryPage' } },
  memberCentre: {
    federationName: 'mf_member_centre',
    modId: 'MEMBER_CENTRE',
    exposes: { page: './MemberCentre' },
  },
  agentCentre: {
    federationName: 'mf_agent_centre',
    modId: 'AGENT_CENTRE',
    exposes: { page: './AgentCentre' },
  },
  pointsMall: {
    federationName: 'mf_points_mall',
    modId: 'POINT_MALL',
    exposes: { page: './PointsMallPage' },
  },
} satisfies Record<string, RemoteModule>;

export type RemoteKey = keyof typeof REMOTE_MODULES;
