export interface AddressParts {
  /** Street address, possibly already with city and postcode ('227 South 18th Street, Philadelphia, 19103'). */
  address?: string | null;
  city?: string | null;
  state?: string | null;
}

const clean = (value: string | null | undefined): string => value?.trim() ?? '';

/**
 * Google-style vicinity ("street, city") from whatever parts a source has: street plus city when the
 * street doesn't already name it, else "city, state", else null.
 */
export function formatVicinity({ address, city, state }: AddressParts): string | null {
  const street = clean(address);
  const town = clean(city);
  if (street) {
    return town && !street.toLowerCase().includes(town.toLowerCase()) ? `${street}, ${town}` : street;
  }
  const parts = [town, clean(state)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
