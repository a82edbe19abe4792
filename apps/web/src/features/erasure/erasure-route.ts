/**
 * The erasure screen's address. The spec lists no route for it (§2); until the contract's
 * PortalRoutes names one, the screen lives here (docs/decisions.md).
 */
export const ERASURE_ROUTE = '/erasure';
