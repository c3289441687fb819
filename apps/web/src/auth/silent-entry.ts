import { finishSilentSignIn } from './silent-callback.js';

void finishSilentSignIn();
