import type { FormRule } from '@planner/ui';
import { iconFieldError, type IconValue } from './iconFile';

/** Form rules of an icon field; `required` when no icon is stored yet. */
export const iconRules = (required: boolean): FormRule[] => [
  {
    validator: async (_rule, value: IconValue) => {
      const message = iconFieldError(value, required);
      if (message) throw new Error(message);
    },
  },
];
