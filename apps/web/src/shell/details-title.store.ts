import { create } from 'zustand';

/**
 * A title a details view gives itself once it knows what it shows (a dataset object's name),
 * for the route it was given on; the pane shows the view's fixed title otherwise.
 */
export interface DetailsTitleState {
  pathname: string | null;
  title: string | null;
  set(pathname: string, title: string): void;
  clear(pathname: string): void;
}

export const useDetailsTitle = create<DetailsTitleState>((set) => ({
  pathname: null,
  title: null,
  set: (pathname, title) => set({ pathname, title }),
  clear: (pathname) =>
    set((state) => (state.pathname === pathname ? { pathname: null, title: null } : state)),
}));
