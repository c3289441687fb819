// The AIS dataset's search source, loaded when the search box first shows.
export * from './vessel-search.js';
