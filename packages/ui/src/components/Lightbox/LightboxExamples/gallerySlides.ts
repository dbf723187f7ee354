import { sceneImage, scenePalettes } from '../../Carousel/CarouselExamples/storyImages';
import type { LightboxSlide } from '../lightboxSlide';

/** The gallery page's pictures for the stories (stories only): installations across India. */
export const gallerySlides: LightboxSlide[] = [
  {
    src: sceneImage('parapet', scenePalettes.morning),
    alt: 'Stainless steel spikes along the parapet of a warehouse roof',
    title: 'Warehouse parapet, Pune',
    description: 'Stainless steel spikes on 120 m of parapet. Installed in two days, no more pigeon droppings on the loading bay.',
  },
  {
    src: sceneImage('net', scenePalettes.noon),
    alt: 'A black anti-bird net closing off an apartment balcony',
    title: 'Balcony net, Mumbai',
    description: 'A made-to-measure nylon net keeps pigeons out and lets in light and air.',
  },
  {
    src: sceneImage('roof', scenePalettes.green),
    alt: 'Polycarbonate spikes along the ridge of a sloping roof',
    title: 'Roof ridge, Bengaluru',
    description: 'Clear polycarbonate strips on a school roof ridge: invisible from the ground.',
  },
  {
    src: sceneImage('pigeon', scenePalettes.evening),
    alt: 'Two pigeons on a ledge, kept off one part of it by a short strip of spikes',
    title: 'Ledge trial, Jaipur',
    description: 'A one-metre trial strip: birds moved off the treated part the same evening.',
  },
  {
    src: sceneImage('monkey', scenePalettes.noon),
    alt: 'Tall steel monkey spikes along the top of a compound wall',
    title: 'Compound wall, Shimla',
    description: 'Heavy-duty monkey spikes on a hotel boundary wall. Humane: they deter, they do not injure.',
  },
  {
    src: sceneImage('parapet', scenePalettes.monsoon),
    alt: 'Spikes on a parapet under a grey monsoon sky',
    title: 'Factory parapet, Kochi',
    description: 'Rust-proof steel that has been through three monsoons without a mark.',
  },
  {
    src: sceneImage('net', scenePalettes.evening),
    alt: 'An anti-bird net over a ventilation duct at dusk',
    title: 'Duct net, Hyderabad',
    description: 'Nets over ventilation ducts stop nesting without blocking the airflow.',
  },
  {
    src: sceneImage('roof', scenePalettes.morning),
    alt: 'Spikes along the ridge of a temple roof in the morning light',
    title: 'Temple roof, Madurai',
    description: 'Discreet spikes protect the carvings; installed with the temple trust\u2019s conservation team.',
  },
];
