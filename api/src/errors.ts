/** An error that maps onto the response envelope with a stable code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const errors = {
  validation: (field: string, message = 'Request validation failed') =>
    new ApiError(400, 'VALIDATION_FAILED', message, { field }),
  tokenMissing: () => new ApiError(401, 'TOKEN_INVALID', 'You are not logged in, please login'),
  tokenInvalid: () =>
    new ApiError(401, 'TOKEN_INVALID', 'Your session is invalid, please login again'),
  tokenExpired: () =>
    new ApiError(401, 'TOKEN_EXPIRED', 'Your session has expired, please login again'),
  loginFailed: () => new ApiError(401, 'LOGIN_FAILED', 'Incorrect username or password'),
  notRealAccount: () =>
    new ApiError(403, 'NOT_REAL_ACCOUNT', 'Please use a real account for this action'),
  notAgent: () =>
    new ApiError(
      403,
      'NOT_AGENT',
      'Non-agents cannot use the agent centre, please contact your agent',
    ),
  moduleDisabled: (modId: string) =>
    new ApiError(403, 'MODULE_DISABLED', 'This feature is not available', { modId }),
  accessRestricted: () => new ApiError(403, 'ACCESS_RESTRICTED', 'Access restricted'),
  maintenance: () => new ApiError(503, 'MAINTENANCE', 'The system is under maintenance'),
  brandNotFound: () => new ApiError(404, 'BRAND_NOT_FOUND', 'Unknown merchant'),
  notFound: (what = 'Resource') => new ApiError(404, 'NOT_FOUND', `${what} not found`),
  opsUnauthorized: () => new ApiError(401, 'OPS_TOKEN_INVALID', 'Invalid operations token'),
};
