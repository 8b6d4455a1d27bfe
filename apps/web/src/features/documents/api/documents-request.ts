import { createContext, useContext } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';

/** The API client the documents feature calls: the guest's session, or a phone's scan token. */
export type TApiRequest = typeof apiRequest;

export const DocumentsRequestContext = createContext<TApiRequest>(apiRequest);

export function useDocumentsRequest(): TApiRequest {
  return useContext(DocumentsRequestContext);
}
