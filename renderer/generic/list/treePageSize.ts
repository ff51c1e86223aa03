/** The server's largest page: a tree list is drawn from one page (masters hold a few hundred entries). */
export const treePageSize = 500;
