/**
 * Before decision 85 a hotel offered one list of "room types" mixing bed types and views, and a guest
 * chose one of them (`roomType`). Both shapes may still be stored (companies.parameters, guests'
 * accommodation_preferences); they are read as the new ones, never rewritten in place: an old room type
 * whose id ends in "view" (sea-view, garden-view) was a view, any other a bed type.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an old room-type id named a view rather than a bed type. */
export const isLegacyViewId = (id: unknown): boolean => typeof id === 'string' && /view$/i.test(id);

/** Stored preferences with an old `roomType` as `bedType` or `view`; any other value as it is. */
export function upgradeStoredPreferences(value: unknown): unknown {
  if (!isRecord(value) || !('roomType' in value)) return value;
  const { roomType, ...rest } = value;
  const isView = isLegacyViewId(roomType);
  return {
    bedType: !isView && typeof roomType === 'string' ? roomType : null,
    view: isView ? roomType : null,
    ...rest,
  };
}

/** A hotel's stored parameters with an old `accommodation.roomTypes` split into `bedTypes` and `views`. */
export function upgradeStoredParameters(parameters: unknown): unknown {
  if (!isRecord(parameters) || !isRecord(parameters.accommodation)) return parameters;
  const { roomTypes, ...accommodation } = parameters.accommodation;
  if (!Array.isArray(roomTypes)) return parameters;
  const isView = (type: unknown) => isRecord(type) && isLegacyViewId(type.id);
  return {
    ...parameters,
    accommodation: {
      bedTypes: roomTypes.filter((type) => !isView(type)),
      views: roomTypes.filter(isView),
      ...accommodation,
    },
  };
}
