import { apiRequest } from '../../../api/client.ts';

/** A stored image (a media address) as a Blob, to send it again with a new render. */
export async function fetchImage(url: string): Promise<Blob> {
  const response = await apiRequest('GET', url);
  return response.blob();
}
