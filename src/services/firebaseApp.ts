/**
 * The Firebase app of this build's settings, alone: page-view analytics needs it, and only it,
 * so that loading Analytics brings no Firestore code. firebase.ts adds the admin area's clients.
 */
import { initializeApp } from 'firebase/app';
import { settings } from './settings';

export const app = initializeApp(settings.options);
