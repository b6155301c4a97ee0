import { useState } from 'react';
import { calendarFileName } from '../domain/calendarEntry';
import type { Programme } from '../domain/types';
import { useWords } from './words';

/**
 * 'Add to calendar': saves the programme's .ics file. The code that writes it is downloaded only
 * now, when it is asked for (publish/routeDownload.ts counts it out of the page's download).
 */
export function CalendarFileButton({
  programme,
  pageUrl,
}: {
  programme: Programme;
  pageUrl: string;
}) {
  const [failed, setFailed] = useState(false);
  const say = useWords();
  const save = async () => {
    setFailed(false);
    try {
      const { programmeIcs } = await import('../domain/programmeIcs');
      const labels = { time: say('Time:'), place: say('Place:') };
      const file = new Blob([programmeIcs(programme, pageUrl, labels)], {
        type: 'text/calendar;charset=utf-8',
      });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = calendarFileName(programme.title);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      console.error('The calendar file could not be made', error);
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className="btn btn-outline-brand" onClick={() => void save()}>
        {say('Add to calendar')}
      </button>
      {failed && (
        <p role="alert" className="programme-action-note">
          {say('The calendar file could not be made. Please try again.')}
        </p>
      )}
    </>
  );
}
