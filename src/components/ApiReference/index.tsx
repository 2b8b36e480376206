import type {ReactNode} from 'react';

/**
 * Temporary placeholder created by the API section writer so that
 * docs/api/timbr-swagger.md compiles. The lead engineer replaces it with the
 * component that renders static/openapi/timbr-api.yaml interactively.
 */
export default function ApiReference(): ReactNode {
  return null;
}
