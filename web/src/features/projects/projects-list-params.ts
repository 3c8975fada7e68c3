import { pageFromAddress, searchFromAddress } from '../../lib/list-address.ts';
import type { ProjectsListParams } from './api/get-projects.ts';

/** The page from the address, brought into range. */
export function readPage(search: URLSearchParams): number {
  return pageFromAddress(search.get('page'));
}

/** The projects list keeps its search and page in the address (?search=&page=), for Back and links. */
export function readProjectsParams(search: URLSearchParams): ProjectsListParams {
  return { search: searchFromAddress(search.get('search')), page: readPage(search) };
}

export function writeProjectsParams(params: ProjectsListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search) search.set('search', params.search);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** How many pages `total` rows fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
