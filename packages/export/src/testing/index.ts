export { readBack, sortedPositions, type ReadBack } from './read-back.js';
export { SAMPLE_DOCUMENT, SAMPLE_TIMES } from './sample-document.js';
export * from './debian-readers.js';
export { largeDocument, LARGE_T0, UNICODE_TEXTS } from './large-document.js';
