/** Public entry: what app.ts and the server plugins use of this module (they import nothing else of it). */
export { limitPasswordHashing } from './password';
export { authRoutes, usersRoutes } from './routes';
export { sessionUser } from './service';
export { createTokenService, type TokenService } from './tokens';
