import { Globe, Newspaper } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { SOCIAL_PLATFORM_TITLES, type SocialPlatform } from '../../../shared/social-platforms.ts'

// lucide 1.x dropped brand logos, and an icon font for four marks would cost more than these paths.
const PATHS: Record<string, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm5.5-3.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  linkedin: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v2c.6-1.1 2-2.2 4-2.2 3.6 0 4 2.4 4 5.4V21h-4v-5.6c0-1.4 0-3.1-2-3.1s-2 1.5-2 3V21h-4z',
  twitter: 'M4 4h4.5l4 5.6L17 4h3l-6.2 7.3L21 20h-4.5l-4.4-6.1L7 20H4l6.7-7.8z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
}

export function SocialIcon({ platform, size = 20 }: { platform: string; size?: number }) {
  const d = PATHS[platform]
  if (platform === 'blog') return <Icon icon={Newspaper} aria-hidden="true" size={size} />
  if (!d) return <Icon icon={Globe} aria-hidden="true" size={size} />
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="currentColor" focusable="false">
      <path d={d} />
    </svg>
  )
}

/** The platform's name as editors picked it in the Studio; an unknown one as it is stored. */
export function socialLabel(platform: string): string {
  return Object.hasOwn(SOCIAL_PLATFORM_TITLES, platform) ? SOCIAL_PLATFORM_TITLES[platform as SocialPlatform] : platform
}
