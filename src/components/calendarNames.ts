/**
 * The names of months and weekdays in the page's language. Apart from words.tsx, which every page
 * runs at its start: the English names load with the views of programmes that write dates
 * (publish/vendorChunks.ts), not on a page of plain text.
 */
import { useContext } from 'react';
import { CALENDAR_EN } from '../words/en';
import { WordsContext } from './words';

export const useCalendarNames = () => useContext(WordsContext)?.calendar ?? CALENDAR_EN;
