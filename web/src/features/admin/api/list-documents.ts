import type { ConsoleDocumentRow } from '@pointforge/domain';
import useSWR from 'swr';
import { apiUrl } from '../../../lib/api-client';
import { ADMIN_API_PREFIX, fetchAdmin, withQuery, type AdminPage } from './admin-query';

const DOCUMENTS_PATH = `${ADMIN_API_PREFIX}documents`;

/** Issued between two days (yyyy-mm-dd, as the date fields give them, read as UTC days by the API), both included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface DocumentsQuery extends Partial<DayRange> {
  /** A number, customer name, email or VAT number. */
  q?: string;
}

export function documentsKey({ q, from, to }: DocumentsQuery, cursor?: string): string {
  return withQuery(DOCUMENTS_PATH, { q, from, to, cursor });
}

/** One page of documents, newest first, under `documents` as every console listing names its rows; the previous page stays on screen while the next loads. */
export function useDocuments(query: DocumentsQuery, cursor: string | undefined) {
  return useSWR(documentsKey(query, cursor), fetchAdmin<AdminPage & { documents: ConsoleDocumentRow[] }>, { keepPreviousData: true });
}

/** Where the browser downloads a document's PDF (an attachment named after its number). */
export function adminDocumentPdfUrl(documentId: string): string {
  return apiUrl(`${DOCUMENTS_PATH}/${encodeURIComponent(documentId)}/pdf`);
}

/** Where the browser downloads the CSV of the documents issued in `range`, for the accountant. */
export function documentsExportUrl({ from, to }: DayRange): string {
  return apiUrl(withQuery(`${DOCUMENTS_PATH}/export.csv`, { from, to }));
}
