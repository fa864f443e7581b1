import type { Address } from '@planner/api';

/** An address in two lines. */
export function AddressText({ address }: { address: Address }) {
  return (
    <>
      {address.street} {address.houseNumber}
      <br />
      {address.zipCode} {address.city}
    </>
  );
}
