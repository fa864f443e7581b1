/** Role of every tenant-scoped transaction; row-level security applies to it. */
export const TENANT_ROLE = 'planner_app';
/** Role of system transactions (sign-in, registration); sees the platform tables of all tenants. */
export const SYSTEM_ROLE = 'planner_system';
/** Transaction-local setting that the row-level security policies compare `tenant_id` with. */
export const TENANT_SETTING = 'app.tenant_id';
/** Transaction-local setting naming the signed-in user whose request writes; read by the audit log's triggers. */
export const ACTOR_SETTING = 'app.user_id';
