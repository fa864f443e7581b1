import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { inEnvironment } from '../endpointEnvironment';

export const MAX_LOGO_BYTES = 512 * 1024;
/** 2 000 × 2 000: far more than a letterhead needs, far less than decoding could choke on. */
export const MAX_LOGO_PIXELS = 4_000_000;
export const MSG_LOGO_TYPE = 'Bitte wählen Sie ein Logo als PNG-, JPEG- oder SVG-Datei.';
export const MSG_LOGO_TOO_LARGE = 'Das Logo darf höchstens 512 KB groß sein.';

/**
 * The logo as PNG or JPEG data URL. An SVG is drawn into a PNG by the browser before it is sent,
 * so the server never parses SVG; the server judges the bytes, not the label.
 */
export const CompanyLogoSchema = v.object({
  imageData: v.pipe(
    v.string(MSG_LOGO_TYPE),
    v.startsWith('data:', MSG_LOGO_TYPE),
    v.maxLength(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 64, MSG_LOGO_TOO_LARGE),
  ),
});
export type CompanyLogo = v.InferOutput<typeof CompanyLogoSchema>;

export const companyLogoEndpoints = inEnvironment('both', {
  /** `null` while the company has no logo. */
  get: endpoint<CompanyLogo | null>()({ method: 'GET', path: '/api/electro/tenant-information/logo' }),
  put: endpoint<CompanyLogo>()({ method: 'PUT', permission: 'manageCompany', path: '/api/electro/tenant-information/logo', body: CompanyLogoSchema }),
  delete: endpoint<null>()({ method: 'DELETE', permission: 'manageCompany', path: '/api/electro/tenant-information/logo' }),
});
