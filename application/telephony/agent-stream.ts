import type { AgentStream } from '../../domain/telephony/call.js';
import type { TelephonySettings } from './ports.js';

/** The voice agent's media stream for a call, told which project and call it serves; null when none is configured. */
export const agentStream = (settings: TelephonySettings, projectId: string, callId: string): AgentStream | null =>
  settings.voiceStreamUrl === null ? null : { url: settings.voiceStreamUrl, parameters: { project_id: projectId, call_sid: callId } };
