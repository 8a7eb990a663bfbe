import type { Address } from '@/types/api';

/** An address as a postal block: name, street lines, town, country. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <span className="checkout-address">
      {address.name && <strong className="checkout-address__name">{address.name}</strong>}
      <span>
        {address.firstname} {address.lastname}
      </span>
      <span>{address.address}</span>
      {address.address_line_2 && <span>{address.address_line_2}</span>}
      {address.address_line_3 && <span>{address.address_line_3}</span>}
      <span>
        {address.postal_code} {address.city}
      </span>
      <span>{address.country?.name ?? ''}</span>
    </span>
  );
}
