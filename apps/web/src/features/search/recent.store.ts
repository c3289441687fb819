// The recent searches, kept in local storage (section `searches`) and, for a signed-in user,
// in the user data's `recentSearches`, which wins when it arrives.
import { create } from 'zustand';
import { readStored, writeStored } from '../../app/storage.js';
import { onUserDataLoaded, saveUserDataSection, userDataSync } from '../../user-data/user-data.js';
import {
  parseRecentSearches,
  RECENT_SEARCHES_SECTION,
  RECENT_SEARCHES_USER_DATA,
  rememberSearch,
  type RecentSearch,
} from './recent.js';

interface RecentState {
  readonly recent: readonly RecentSearch[];
  remember(chosen: RecentSearch): void;
}

function initial(): RecentSearch[] {
  // The user data may have arrived before this module loaded with the search box.
  const fromServer = userDataSync()?.current()[RECENT_SEARCHES_USER_DATA];
  if (Array.isArray(fromServer)) return parseRecentSearches(fromServer);
  return readStored(RECENT_SEARCHES_SECTION, parseRecentSearches) ?? [];
}

export const useRecentSearches = create<RecentState>((set, get) => ({
  recent: initial(),
  remember(chosen) {
    const recent = rememberSearch(get().recent, chosen);
    set({ recent });
    writeStored(RECENT_SEARCHES_SECTION, recent);
    saveUserDataSection(RECENT_SEARCHES_USER_DATA, recent);
  },
}));

onUserDataLoaded((data) => {
  const fromServer = data[RECENT_SEARCHES_USER_DATA];
  if (!Array.isArray(fromServer)) return;
  const recent = parseRecentSearches(fromServer);
  useRecentSearches.setState({ recent });
  writeStored(RECENT_SEARCHES_SECTION, recent);
});
