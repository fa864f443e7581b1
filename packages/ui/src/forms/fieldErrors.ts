import type { FieldError } from '@planner/api';
import type { FormInstance } from '../kit/antd';

/** `address.street` → `['address', 'street']`, `rooms.0.name` → `['rooms', 0, 'name']` */
function toNamePath(path: string): (string | number)[] {
  return path.split('.').map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Shows the field errors of a server ValidationError on the form's fields. */
export function applyFieldErrors(form: FormInstance, fieldErrors: readonly FieldError[]): void {
  const messagesByPath = new Map<string, string[]>();
  for (const { path, message } of fieldErrors) {
    messagesByPath.set(path, [...(messagesByPath.get(path) ?? []), message]);
  }
  form.setFields([...messagesByPath].map(([path, errors]) => ({ name: toNamePath(path), errors })));
}
