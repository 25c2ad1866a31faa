import { VOICE_NOTE_MAX_SECONDS, VOICE_NOTE_MIME } from '@greetly/domain';
import { useEffect, useRef, useState } from 'react';
import type { VoiceRecording } from './voice-recorder';

export type RecorderStatus = 'idle' | 'starting' | 'recording' | 'stopping';

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  startedAt: number;
  stoppedAt?: number;
  ticker: number;
  /** Set when the component goes away mid-recording: the audio is thrown away. */
  isDiscarded: boolean;
}

const stopTracks = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/**
 * Microphone capture through MediaRecorder (WebM audio where the browser has it), with a
 * seconds counter and the spec's automatic stop at 120 s. The microphone is released as soon
 * as a recording ends, and on unmount.
 */
export function useVoiceRecorder({
  onRecorded,
  onUnavailable,
}: {
  onRecorded: (recording: VoiceRecording) => void;
  onUnavailable: () => void;
}) {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const session = useRef<Session | null>(null);
  const isMounted = useRef(false);
  const callbacks = useRef({ onRecorded, onUnavailable });
  useEffect(() => {
    callbacks.current = { onRecorded, onUnavailable };
  });

  const stop = () => {
    const current = session.current;
    if (!current || current.recorder.state === 'inactive') return;
    current.stoppedAt = Date.now();
    window.clearInterval(current.ticker);
    setStatus('stopping');
    current.recorder.stop();
  };

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      const current = session.current;
      if (!current) return;
      current.isDiscarded = true;
      window.clearInterval(current.ticker);
      if (current.recorder.state !== 'inactive') current.recorder.stop();
      stopTracks(current.stream);
    };
  }, []);

  const start = async () => {
    if (status !== 'idle') return;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      callbacks.current.onUnavailable();
      return;
    }
    setStatus('starting');
    let stream: MediaStream;
    let recorder: MediaRecorder;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      if (isMounted.current) setStatus('idle');
      callbacks.current.onUnavailable();
      return;
    }
    if (!isMounted.current) {
      stopTracks(stream);
      return;
    }
    try {
      const options = MediaRecorder.isTypeSupported(VOICE_NOTE_MIME)
        ? { mimeType: VOICE_NOTE_MIME }
        : undefined;
      recorder = new MediaRecorder(stream, options);
    } catch {
      stopTracks(stream);
      setStatus('idle');
      callbacks.current.onUnavailable();
      return;
    }

    const chunks: Blob[] = [];
    const startedAt = Date.now();
    const current: Session = {
      recorder,
      stream,
      startedAt,
      isDiscarded: false,
      ticker: window.setInterval(() => {
        const seconds = Math.floor((Date.now() - startedAt) / 1000);
        setElapsedSeconds(Math.min(seconds, VOICE_NOTE_MAX_SECONDS));
        if (seconds >= VOICE_NOTE_MAX_SECONDS) stop();
      }, 200),
    };
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      stopTracks(stream);
      window.clearInterval(current.ticker);
      if (session.current === current) session.current = null;
      if (current.isDiscarded) return;
      setStatus('idle');
      const blob = new Blob(chunks, { type: recorder.mimeType || VOICE_NOTE_MIME });
      const seconds = ((current.stoppedAt ?? Date.now()) - startedAt) / 1000;
      callbacks.current.onRecorded({
        blob,
        url: URL.createObjectURL(blob),
        // Whole seconds, as the timer showed them when Stop was pressed.
        durationSeconds: Math.min(VOICE_NOTE_MAX_SECONDS, Math.max(1, Math.floor(seconds))),
      });
    };
    session.current = current;
    setElapsedSeconds(0);
    recorder.start();
    setStatus('recording');
  };

  return { status, elapsedSeconds, start, stop };
}

/** 7 → '00:07', 120 → '02:00'. */
export function formatClock(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = Math.floor(totalSeconds % 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
