import type { AvatarLook } from './team-avatar';

export interface TeamMember {
  name: string;
  title: string;
  bio: string;
  look: AvatarLook;
}

export const TEAM: readonly TeamMember[] = [
  {
    name: 'Adaeze Okafor',
    title: 'Co-founder & CEO',
    bio: 'Started Greetly after missing her grandmother’s 80th in Enugu while studying abroad. Believes a voice note can travel where people can’t.',
    look: {
      background: '#f9d3d9',
      accent: '#c8334a',
      skin: '#8d5524',
      hair: '#1f1410',
      hairStyle: 'gele',
      shirt: '#c8334a',
      hasEarrings: true,
    },
  },
  {
    name: 'Tunde Bakare',
    title: 'Co-founder & CTO',
    bio: 'Built payment systems in Yaba before Greetly. Makes sure every scheduled card leaves on time, whatever the time zone.',
    look: {
      background: '#d5f0ec',
      accent: '#1f7a70',
      skin: '#6b4226',
      hair: '#140c08',
      hairStyle: 'lowcut',
      shirt: '#1f7a70',
      hasGlasses: true,
      hasBeard: true,
    },
  },
  {
    name: 'Chiamaka Eze',
    title: 'Head of Design',
    bio: 'Draws most of our card templates by hand, from Sallah greetings to graduation confetti, then argues about fonts for fun.',
    look: {
      background: '#fdecc8',
      accent: '#f4b63f',
      skin: '#a0662f',
      hair: '#2b1838',
      hairStyle: 'braids',
      shirt: '#5b4868',
      hasEarrings: true,
    },
  },
  {
    name: 'Ibrahim Musa',
    title: 'Lead Engineer',
    bio: 'Came to Lagos from Kaduna for a hackathon and stayed. Looks after card delivery, voice notes and the live preview.',
    look: {
      background: '#e6e0f5',
      accent: '#7c5cc4',
      skin: '#7a4a2a',
      hair: '#1a1210',
      hairStyle: 'short',
      shirt: '#2b1838',
      hasBeard: true,
    },
  },
  {
    name: 'Funmilayo Adeyemi',
    title: 'Vendor Partnerships Lead',
    bio: 'Knows half the bakers and florists on the Island by name. Signs up the vendors who will fill our marketplace.',
    look: {
      background: '#ffe4e1',
      accent: '#f35b04',
      skin: '#c68642',
      hair: '#24150e',
      hairStyle: 'bun',
      shirt: '#f35b04',
      hasGlasses: true,
      hasEarrings: true,
    },
  },
  {
    name: 'Kelechi Nwosu',
    title: 'Customer Happiness Lead',
    bio: 'Answers every message to our support inbox, usually with an emoji. Turns your feedback into the next feature we build.',
    look: {
      background: '#dcefff',
      accent: '#55b8f1',
      skin: '#5c3a21',
      hair: '#120a06',
      hairStyle: 'afro',
      shirt: '#a3243a',
    },
  },
];
