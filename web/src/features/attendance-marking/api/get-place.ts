import { useQuery } from '@tanstack/react-query';
import type { Place } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { CurrentPosition } from '../use-current-position.ts';

/** Five decimals (about a metre): a position that barely moved asks for no new place. */
const coordinate = (value: number) => value.toFixed(5);

/** The nearest city, region and country to a position, from the server's offline data set. */
export function getPlace(latitude: number, longitude: number, signal?: AbortSignal): Promise<Place> {
  const query = new URLSearchParams({ latitude: coordinate(latitude), longitude: coordinate(longitude) });
  return apiClient.get<Place>(`/attendance/place?${query.toString()}`, { signal });
}

/** The place of a position; idle until there is one. A place does not change: it is never fetched again. */
export function usePlace(position: CurrentPosition | null) {
  return useQuery({
    queryKey: [
      'place',
      position ? coordinate(position.latitude) : null,
      position ? coordinate(position.longitude) : null,
    ],
    queryFn: ({ signal }) => getPlace(position!.latitude, position!.longitude, signal),
    enabled: position !== null,
    staleTime: Infinity,
  });
}
