/**
 * Public entry: what app.ts, the server plugins and the other modules use of this module (they import nothing
 * else of it).
 */
export { limitPasswordHashing } from './password';
export { authRoutes, usersRoutes } from './routes';
export { changeUserRole, sessionUser, startSession, toUserDto } from './service';
export { cacheSessionUsers, sessionCacheStats } from './session-cache';
export { createTokenService, type TokenService } from './tokens';
export { ADMIN_2FA_REQUIRED_MESSAGE, assertSmsSignInAllowed } from './two-factor';
export { twoFactorRoutes } from './two-factor-routes';
export { verifyPassword } from './password';
