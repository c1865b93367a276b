# ruff: noqa: E501  (data: one tool or request per line)
"""Judging set "taskmedia": TaskBench's "multimedia" requests, written by TaskBench's authors' pipeline.

Added in session 25 as a JUDGE, never to be tuned on: like `directory`, `restbench` and
`taskbench`, only its aggregate rows are looked at, and both halves judge. The requests are
TaskBench's (Shen et al., "TaskBench: Benchmarking Large Language Models for Task Automation",
2023), from its multimedia domain, the same pipeline as `taskbench`'s daily-life one: it sampled a
subgraph of the tools, had GPT-4 write a user request and the tool calls that answer it
("back-instruct"), then checked them; they are copied verbatim, the source's slips kept ("toensure",
"It would wonderful to convert", "with a embedded video URL", "presenting a project arts", "a 'add
reverb' effect"), and the accented letters of seven requests (French, Spanish and German quoted
text) as the JSON's escapes decode; only surrounding spaces were trimmed (one request ends in a
space in the source). A request's relevant actions are the distinct `task` names of its
`task_nodes`, in their order (not its `sampled_nodes`, which sometimes name a tool the calls do not
use). Code and data are MIT-licensed (microsoft/JARVIS, `taskbench/`).

Sources:
- Catalog: repository microsoft/JARVIS, `taskbench/data_multimedia/tool_desc.json` @
  2e6114e7bde150ac0b3e6c833c2a940289bf43e0: all 40 tools, in the source's order. Name = the tool's
  `id` verbatim (`Image Search (by Image)`, `Text-to-Image`: the source has no namespace, so the
  catalog is flat, 40 actions, each its own toolkit), description = its `desc` verbatim. The source
  names no parameters, only `input-type`s: here one parameter per entry of `input-type`, named
  after the type lower-cased (`url`, `image`, `text`, `audio`, `video`), a repeated type's second
  one with `_2` (`Audio Splicer`: `audio`, `audio_2`), each described by the type word itself; all
  plain strings, all required. `output-type` is not used.
- Requests: repository laminair/JARVIS (a fork of microsoft/JARVIS),
  `taskbench/data_multimedia/data.json` @ 59cd0fdaf5ac7e285636e377ef5221d914176079, JSON Lines. In
  file order, the first 160 entries whose `task_nodes` is non-empty and whose every
  `task_nodes[*].task` is one of the 40 tool ids exactly: the first 166 entries, of which 6 name a
  tool the catalog does not have and are left out (`SKIPPED`, with those names; none is read as
  meant, not even `Audio Merger` for `Audio Splicer` or `Voice Alteration` for `Voice Changer`). An
  entry whose instruction held `|` or a line break would be left out too, with no names; none did.
  Style = the entry's `type`; `IDS` keeps each request's entry `id`, line for line, so provenance
  can be checked. The text was copied from the source's pages by hand (no network here); then 21
  entries spread over the range (11197277, 13178868, 12805013, 16097613, 45395631, 52202413,
  15917245, 19129432, 41046758, 25151883, 21781185, 48998781, 23667358, 18412263, 24429330,
  33717666, 15376372, 30066404, 17934342, 29815919 and the last, 36690562) were read again from the
  source, copied afresh and compared with these lines by script: equal, style, text and tasks.
No ToolBench/RapidAPI, ToolLens/COLT or MetaTool material was read or used.

Styles: `single`, `chain` and `dag`, the source's `type`; 160 requests, 77, 74 and 9, with 2.49
relevant actions on average (1, 3.88 and 3.89). `dag` is thin: 5 requests in the `dev` half, 4 in
`held-out`, so its row moves by a fifth or a quarter per request. Even lines of each style are the
`dev` half (39 single, 37 chain, 5 dag), odd lines the `held-out` half (38, 37, 4); both judge.

    tool line:    name | description | param: description; param?: description
    request line: style | request | relevant, names
    id line:      the TaskBench entry id of the request line in the same place
"""

from __future__ import annotations

from typing import Any

from catalog_public_style import _tool, request_rows, split_rows

TOOLS = """
Image Downloader | Downloads an image from a given URL. | url: url
Video Downloader | Downloads a video from a given URL. | url: url
Audio Downloader | Downloads an audio file from a given URL. | url: url
Text Downloader | Downloads the text content from a given URL. | url: url
Text Search | Searches for a specific text or keyword on the internet. | text: text
Image Search | Searches for images on the internet based on a given query. | text: text
Image Search (by Image) | Performs a similar image search using an input image. | image: image
URL Extractor | Extracts URL from text | text: text
Video Search | Searches for videos on the internet based on a given query. | text: text
Text-to-Image | Generates an image based on a given text description. | text: text
Text-to-Video | Generates a video based on a given text description. | text: text
Text-to-Audio | Generates an audio file based on a given text description. | text: text
Image-to-Text | Extracts text from an input image using Optical Character Recognition (OCR). | image: image
Audio-to-Text | Transcribes speech from an audio file into text. | audio: audio
Video-to-Text | Transcribes speech from a video file into text. | video: video
Audio Noise Reduction | Reduces background noise or unwanted sounds from a given audio file. | audio: audio
Audio Effects | Applies various audio effects to a given audio file according to human instruction, such as reverb, chorus, or equalization. | audio: audio; text: text
Audio Splicer | Combines two audio files into a single output file. | audio: audio; audio_2: audio
Voice Changer | Modifies the characteristics of a recorded voice according to human instruction, such as tone, pitch, or gender. | audio: audio; text: text
Text Summarizer | Summarizes a given text into a shorter version while retaining the main points. | text: text
Text Translator | Translates a given text from one language to english. | text: text
Text Sentiment Analysis | Analyzes the sentiment of a given text, identifying if it is positive, negative, or neutral. | text: text
Text Grammar Checker | Checks a given text for grammatical errors and suggests corrections. | text: text
Text Simplifier | Rewrites a given text in a simpler and more understandable manner. | text: text
Text Expander | Expands a given short text into a more detailed and descriptive version. | text: text
Keyword Extractor | Extracts the most important keywords and phrases from a given text. | text: text
Text Paraphraser | Rewrites a given text using different words while maintaining its original meaning. | text: text
Article Spinner | Rewrites a given article using synonyms and syntax changes to create a new, unique version. | text: text
Topic Generator | Generates a list of relevant topics or ideas based on a given input. | text: text
Audio-to-Image | Generates an image that visually represents a given audio, such as a waveform or spectrogram. | audio: audio
Image-to-Video | Creates a slideshow video using two input images. | image: image; image_2: image
Video-to-Audio | Extracts the audio track from a given video file. | video: video
Video-to-Image | Extracts a still image from a given video. | video: video
Image Stitcher | Stitches together two input images to create a panorama or collage. | image: image; image_2: image
Image Colorizer | Adds color to a black and white input image using deep learning techniques. | image: image
Image Style Transfer | Applies the visual style of one image (style) to the content of another image (content) using neural style transfer techniques. | image: image; image_2: image
Video Stabilizer | Stabilizes a shaky input video to produce a smoother output video. | video: video
Video Speed Changer | Adjusts the playback speed of a given video according to human instruction, either speeding it up or slowing it down. | video: video; text: text
Video Synchronization | Synchronizes the timing of an existing voiceover or audio file with the visuals of a given video. | video: video; audio: audio
Video Voiceover | Adds a voiceover to a given video using a provided script or text. | video: video; text: text
"""

QUERIES = """
single | I've just recorded a video (example.mp4) and have a separate voiceover in an audio file (example.wav). Could you help me align the audio with my video toensure a proper audio-visual match? | Video Synchronization
single | I've been working on some multimedia editing project involves the video file 'example.mp4'. Could you assist me in isolating the audio track from this video? | Video-to-Audio
single | I've been looking to cook something new and exciting. Can you find me a video featuring unique cooking recipes, please? | Video Search
single | I've spotted this cool image on a website which I think would make a perfect addition to my collection. Could you please help me download this image from this URL: https://example.com/example.jpg? | Image Downloader
single | I've been inspired by a painting 'style_example.png' and want to transpose its art style onto my profile picture 'example.jpg'. Would you assist in creating this synthesis? | Image Style Transfer
single | I've come across an interesting article that I want to read offline. Could you help me download the text content from 'https://example.com/article'? | Text Downloader
single | It seems I've found an interesting image labeled as 'example.jpg'. Could you help me find more images that are similar to this one? | Image Search (by Image)
single | I was working on a report and I realized that the best information for my project is actually in a video titled 'example.mp4'. Could you help me extract the spoken words from this video into a text format? | Video-to-Text
single | I've just recorded a piece of music and saved it as 'example.wav'. However, it's sounding a bit flat right now. Can you help me add some depth to it by applying a reverb effect? | Audio Effects
single | I am currently working on a music project and I have a song named 'example.wav'. Can you help me visualize the song's frequencies in the form of a waveform or a spectrogram image for more effective analysis? | Audio-to-Image
single | I've got this video 'example.mp4' that I am trying to study, but it's way too long. Can we condense this by doubling its playback speed? | Video Speed Changer
single | I am delivering a presentation at work about improving communication skills, and I'm in search of some relevant topics to cover. Do you think you can help me generate some based on the input phrase 'Improving communication skills in the workplace'? | Topic Generator
single | I've been working on a project that involves the video 'example.mp4'. It's been suggested that the pace of the video is a bit slow. Could you help in speeding it up by 1.5 times? | Video Speed Changer
single | I've got this short article about a clever fox and a lazy dog: 'The quick brown fox jumps over the lazy dog. The quick brown fox is very clever. The lazy dog loves to sleep all day.' I need something fresh, can you help me paraphrase it to sound different? | Article Spinner
single | I'm doing some research work and found a great article on the web at this URL: https://example.com/article. Can you help me get the text content downloaded from this webpage? | Text Downloader
single | I've been working on an audio project and I've got this track, 'example.wav'. I think it would sound better if we could add a bit of reverb, a touch of chorus, and some equalization tweaks. Could you assist me in doing this? | Audio Effects
single | I'm dealing with a rather intricate piece of writing that isn't digestible to a broader audience. Could you help me break this down into simpler terms? Here's the piece: 'Notwithstanding the myriad conundrums and quandaries engendered by the inexorable passage of time, the propensity for human beings to seek solace and equanimity holds steadfast and unwavering.' | Text Simplifier
single | I've been reading a report, but some parts are a bit complex. Can you help me simplify this sentence to make it easier to understand: 'The multifaceted nature of the ongoing situation has led to the implementation of a diverse array of strategies and measures.'? | Text Simplifier
single | I've prepared a short personal introduction for an upcoming event. Could you please check it for any grammatical errors? Here it is: 'She enjoys read books and play basketball on weekend.' | Text Grammar Checker
single | I was watching an interesting tutorial video called 'example.mp4'. However, the pace was too slow for me. Could I speed it up a notch, maybe make it twice as fast as the original? | Video Speed Changer
chain | I'm planning to create a visual artwork inspired by a passage from a book. Could you help me transform a passage from my 'example.text' into a distinctive colored image depicting a serene lakeside setting with a mountain backdrop? | Text-to-Image, Image Colorizer
single | I just stumbled upon this interesting video that I'd like to view offline later. Could you assist me in downloading it? Here is the link: https://www.example.com/example_video.mp4 | Video Downloader
single | I've been imagining a scene where a cat and a dog are playing together in a park on a sunny day - birds singing, sun shining, everything so vivid. Can you create a video representation of this scene based on my description so I can feel it more real? | Text-to-Video
dag | I'm preparing for a relaxation therapy session and I need some soothing materials. Could you help me to track down and download audio and video files that could fit the theme of 'sounds of nature during meditation'? | Text Expander, URL Extractor, Audio Downloader, Video Downloader
single | I recently recorded some content, resulting in an 'example.mp4' video file and a corresponding 'example.wav' audio file. Can you help me merge these two files so that the audio file will serve as the voiceover for the video? | Video Synchronization
chain | I have this interesting video, example.mp4, and an image, example.jpg, that captured the same scene. Can you assist me by creating a still image from the video, stitching it with the actual image to make a panorama, and then colorize the panorama image for me? | Video-to-Image, Image Stitcher, Image Colorizer
chain | I am creating a digital storybook for my niece and I want to include voice narration for more engagement. Could you please create a high-quality audio recording of the phrase 'The sun rises in the east and sets in the west' with a soothing female voice? | Text-to-Audio, Audio Noise Reduction, Voice Changer
chain | I've recorded an audio file called example.wav. However, the audio seems a bit flat and there's a lot of background noise. Would you be able to enhance the bass and remove the extraneous noise for me? | Text Expander, Audio Effects, Audio Noise Reduction
single | I've written a gardening article that I'm really proud of and I would like to post it on my blog. However, I don't want to post the exact same content. Could you help me in designing a unique variation of my article: 'Gardening is a wonderful hobby that offers numerous benefits. Not only does it help make your surroundings look beautiful, but it also contributes to a healthier environment. Whether you grow flowers or vegetables, spending time in your garden can be a truly rewarding experience. Get started today, and you'll soon reap the benefits of a greener, more vibrant living space'? | Article Spinner
chain | I've got a video, example.mp4, that I'm having trouble understanding because of its speed. Would you mind slowing it down by 50% for me and then transcribing the audio to text so I can follow along better? | Video Speed Changer, Video-to-Text
single | I've recorded a video during my recent vacation trip, however, it turned out quite shaky. Can you make use of 'example.mp4' and help me stabilize it? | Video Stabilizer
chain | I just found a tasty breakfast recipe online and I want to try it out. Could you help me download the recipe from 'example.url', convert it to an audio file so I can listen while making it? Also, could you mix in some pleasant background music with the 'example.wav' file, and top it off with some reverb, chorus, and equalization effects? The food tastes better when there's calming music. | Text Downloader, Text-to-Audio, Audio Splicer, Audio Effects
chain | I've recorded a video, 'example.mp4', for a project I'm working on, but I only need the audio for my next steps. The place I was recording was pretty noisy, so I need to have those background sounds minimized. Also, for the aesthetic I'm going for, could you add a bit of a reverb effect to the track? I'm going to need the final audio file when you're done. | Video-to-Audio, Audio Noise Reduction, Audio Effects
single | I just received a review for my app: 'I absolutely love the new features of this app!'. Could you help me understand the sentiment behind this review? | Text Sentiment Analysis
chain | I just came back from a fantastic trip where I captured two amazing sceneries. The two images, example1.jpg and example2.jpg, are perfect for a panorama picture. Can we stitch these two together to make a panorama? I've also got this really cool image, example_style.jpg, which I absolutely adore the visual style of. Can we apply that style to our panorama? And while we're at it, I'm under the impression there might be some messages hidden in the images. Could you extract any text you can find in the stylized panorama? | Image Stitcher, Image Style Transfer, Image-to-Text
chain | I have just recorded two separate audio files, example1.wav and example2.wav for my sound composition project. But I realized it might be better to merge them. Could you combine these two files for me? After combining, I'd like to see a visual representation of it to grasp the rhythm and volume changes more intuitively. Moreover, I remember seeing some images similar to what I'd expect for the combination, but can't pinpoint where. Can you help me find those images using the combined audio visual? | Audio Splicer, Audio-to-Image, Image Search (by Image)
single | I've been experimenting with digital art recently and I came across a fascinating visual style in a picture named example2.jpg. Could you help me apply this particular artistic style to another image I have under the name example1.jpg using Neural Style Transfer techniques? | Image Style Transfer
chain | Suppose I have a photo named 'example.jpg'. This image has some text on it, and it appears to be a film critique. I'm curious about the overall sentiment of this critique. Also, can we look up some videos that accord with the sentiment analysis results? | Image-to-Text, Text Sentiment Analysis, Video Search
single | This particular passage seems a bit intricate for easy comprehension. Could you help me simplify it? 'The ultimate endeavor of human intellect should not be as contemptuous as to ignore the paramountcy of nurturing pragmatic and diplomatic solutions that strategically protect the interests of stakeholders, while simultaneously elevating the discourse around socio-economic issues.' | Text Simplifier
chain | I'm working on a creative project and need to combine some visuals in a distinct way. Could you help me with this by first downloading a particular image from 'https://example.com/image1.jpg'? Once this image is downloaded, please apply the visual aesthetic from 'example.jpg' using neural style transfer techniques. And lastly, could you blend this stylized image with 'example2.png' to form an artistic collage? | Image Downloader, Image Style Transfer, Image Stitcher
chain | I've stumbled across an interesting audio clip hosted at 'example.url'. Could you help me visualize it in form of a vibrantly colored image? | Audio Downloader, Audio-to-Image, Image Colorizer
chain | I have a fascinating speech recorded in the example.wav file. Can you help me create a captivating video that shows visuals that perfectly match the content of the speech with the audio synchronized accurately? | Audio-to-Text, Text-to-Video, Video Synchronization
chain | Hey Assistant, I have a foreign language video named 'example.mp4' and its respective transcript 'Non-English Transcript'. I'm unable to grasp their content since they are not in English. Could you help me understand it better by: 1. Translating the foreign language transcript into English; 2. Checking and fixing any grammatical inaccuracies in the translated transcript; 3. Modifying the playback speed of the video as per the suggestions in the translated transcript (for instance, speed it up or slow it down) and 4. Applying a stabilization effect on the video if it appears shaky thanks! | Text Translator, Text Grammar Checker, Video Speed Changer, Video Stabilizer
chain | I came across a nostalgic black and white snapshot (example.jpg) and a vibrant colored picture (example2.jpg). Could you help me blend them in a video and sync it with my previously recorded voice (example.wav)? And could you adjust the video playback rate to be a little slower? | Image Colorizer, Image-to-Video, Video Speed Changer, Video Synchronization
single | I have this lengthy article on the increasing growth and potential of Artificial Intelligence and its impact on several industries. It's quite detailed, and I'm wondering if there's a quick way for us to grasp the key points without going through all the nitty-gritty. Can you help me synthesize it into a shorter, digestible version? Here's the article: 'In the world of Artificial Intelligence, there has been a tremendous growth in recent years. Technologies such as Machine Learning, Deep Learning, and Natural Language Processing have taken the industry by storm. This has led to a substantial increase in demand for skilled professionals in the field of AI. As a result, more and more students are enrolling in AI-related courses and programs. Experts predict that AI will transform our lives and reshape many industries in the coming decade. From self-driving cars to automated customer service, the potential applications of AI are limitless.' | Text Summarizer
chain | I just came across a great image at 'https://www.example.com/image1.jpg'. I also have a cherished picture, 'example.jpg', stored in my device. Could you assist me in creating a slideshow video using these two images? | Image Downloader, Image-to-Video
chain | I've been exploring soothing music lately and found meditation music intriguing. Could you assist me in finding a video about meditation music, transcribing any dialogues in it, identifying key phrases, extracting a potentially interesting URL from those keywords, downloading the audio from this URL, and then applying a relaxing reverb effect to it? | Video Search, Video-to-Text, Keyword Extractor, URL Extractor, Audio Downloader, Audio Effects
single | I found this beautiful art style in a picture I have, example_style_image.jpg. I wanted to see how my other photo, example_content_image.jpg would look if it had the same style. Can you help me meld these images to create a unique, artistic render? | Image Style Transfer
single | I have a particular scene from the video 'example.mp4' that I want to capture as a still image for a promotional banner. Could you help me extract that frame? | Video-to-Image
single | I'm writing a creative piece and want my language to be more original. Can you help me find a different way to say 'The quick brown fox jumps over the lazy dog'? | Text Paraphraser
chain | I've stumbled upon an extensive article written in French, a language I'm unfortunately not familiar with. The French text reads: 'Voici un exemple de texte en français. Pour plus d'informations, visitez www.example.com'. Could you assist me by condensing the main points and also capturing any weblinks, all in English please? | Text Translator, Text Summarizer, URL Extractor
chain | I'm working on a digital art project where I toy around with visuals related to sound. Can you add a reverb effect to 'example.wav', then turn the result into a waveform image, and finally apply the style of 'example.jpg' to that waveform image for me? | Audio Effects, Audio-to-Image, Image Style Transfer
single | I just made an interesting video and saved it as 'example.mp4'. I think one of its shots would make an amazing image. Could you assist me in extracting a still frame from this video as a picture? | Video-to-Image
chain | I've discovered some interesting text from the webpage 'https://example.com/text'. I'd love to transform this text into an image and then blend it with my existing image 'example.jpg' to form a creative collage. Could you assist me with this? | Text Downloader, Text-to-Image, Image Stitcher
single | Navigating through this tumultuous world of rapidly evolving technology, freshly emerging industries, and new jobs popping up everywhere, I find myself swarmed with an overwhelming amount of information. This seems to be a common challenge for potential job applicants today. Thankfully, companies have created tools to juxtapose and condense large volumes of text into digestible chunks. I hope you, an intelligent assistant, could help me use such a tool to pare down the following text to its essential points: 'In today's fast-paced world, technology is constantly evolving. This has led to the rise of new industries and job opportunities, but it has also created challenges for those who seek to enter these fields. One of these challenges is the sheer amount of information presented to potential job applicants. To address this issue, several companies have developed tools capable of parsing and summarizing large volumes of text in order to make it more manageable. This allows users to quickly glean important information from a document, saving time and effort in the process.' Can you do that for me? | Text Summarizer
single | I came across an image file titled 'example.jpg', and it appears to contain some text that I'm having trouble making out. Could you assist me in extracting the text from this image for easier reading? | Image-to-Text
chain | I've accumulated a collection of video clips and audio discussions recorded on example1.wav and example2.wav. Can you help me identify relevant segments, extract their core ideas, and generate a collage of key moments? | Audio Splicer, Audio-to-Text, Text Expander, Text Grammar Checker, Video Search, Video-to-Image, Image Search (by Image)
single | I've drafted a summary for the 'About Me' section on my website. Can you help me check and correct any grammatical errors in this text: 'I am is an experienced software dveloper who work with modern web development technologies like: React, Node.js and Python. I enjoy to learn new things, and always keen to solving challenging problems.' | Text Grammar Checker
dag | I've been given an audio file located at https://www.example.com/example.wav for a project. I was hoping you could help me out. Can you download the file, transcribe the contained speech to text, and then modify the audio by applying an equalization effect that aligns with the transcription? | Audio Downloader, Audio-to-Text, Audio Effects
chain | I'm working on a presentation about environmental preservation. Could you help me source some text from example.com/environment_article and make it grammatically flawless? Also, I need help brainstorming relevant focus points to be discussed based on the text information, and could you recommend some videos related to these points for my presentation as well? | Text Downloader, Text Grammar Checker, Topic Generator, Video Search
chain | I've got an aged black and white photo named 'example.jpg'. Can you help me to bring it to life by colorizing it, then find an image that would pair well with it, next blend them together to create a cool looking image and finally, if there's any text embedded in the final image, can you extract that out for me? | Image Colorizer, Image Search (by Image), Image Stitcher, Image-to-Text
single | I've just found a nice image online for my project on the following URL: 'https://example.com/example.jpg'. Can you help me download it? | Image Downloader
chain | I've come across an audio file titled 'example.wav' that I think could benefit from some enhancements. Would you be able to locate a beginner-friendly guide on audio effects online and assist me in applying those enhancements based on the guide? | Text Search, Text Simplifier, Audio Effects
single | I've come across a really good image while browsing the internet and I'd love to have it saved locally on my device. Could you help me with downloading the image named, example.jpg from this URL: https://www.example.com/images/example.jpg? | Image Downloader
chain | Hey there, I just got this message that contains a cool song I'd love to listen to: 'You have to give this spectacular tune a listen: https://example.com/example.wav' Could you perhaps help me to get that audio track downloaded? | URL Extractor, Audio Downloader
chain | I have an audio file (example.wav) from which I'd like to extract its content to create a unique blog article. Can you also create a video summary (example.mp4) which reflects the article's content and adjust its playback speed accordingly? | Audio-to-Text, Text Paraphraser, Text Expander, Article Spinner, Video Speed Changer, Video-to-Text
chain | It's been quite the day and I've drafted up a lengthy article packed with links, ready to be sent out to my team. I'm just questioning if some parts might have slipped past my grammar checks. Also, it's a bit long and I don't want to overwhelm my team. Could you help me make sure it's grammatically correct, summarized, and that all links within are extracted? Here's the text: 'In teh world of technology and communication, we often find ourselves needing to disseminate information quicckly and efficiently. This blog article explores several tecniques for summrizing and sharing content with others. If you'd like to learn more, you can visit example.com or read the full report at www.research.example.org.' | Text Grammar Checker, Text Summarizer, URL Extractor
chain | I've encountered an old black and white image named 'example.jpg' which contains some text in a foreign language. Could you lend a hand by firstly enhancing the photo's appeal by adding color, extracting and translating the unreadable text into English, rephrasing it to make it unique, simplify the content for better understanding, and finally, suggest a few topics relevant to the simplified text? | Image Colorizer, Image-to-Text, Text Translator, Text Paraphraser, Text Simplifier, Article Spinner, Topic Generator
chain | I have an audio file called example.wav and a picture named example.jpg. I'm presenting a project arts and planning to create a visually engaging video out of these materials. Can you help me generate a waveform from the audio file, integrate it with the image, and then create a video out of these. Also, I want the video to have a slow, artistic feel. Could we slow down the video playback speed by half to achieve this? | Audio-to-Image, Image-to-Video, Video Speed Changer
chain | Suppose I have this jittery video named example.mp4 and I'm making an artistic presentation of the clip in a new way. I'd like it to play a bit slower to highlight its details, about 0.75 times its original speed. Also, can we extract the audio and alter it to sound more feminine to better suit the ambiance I'm after? | Video Stabilizer, Video Speed Changer, Video-to-Audio, Voice Changer
chain | I've got a video file, 'example.mp4', and I would like to turn it into an audio file. Once we have the audio, could you help me to decrease the background noise, apply a reverb effect, and finally tweak the voice to sound higher and more feminine? | Video-to-Audio, Audio Noise Reduction, Audio Effects, Voice Changer
chain | I have an audio file named 'example.wav' that's ever so inspiring. It would wonderful to convert part of this audio into an image and then blend it with another photo 'example.jpg' into a video slideshow. On the other note, I also have a video 'example.mp4' and I want it to be synchronized with the same audio file. Can you help me make this magic happen? | Audio-to-Image, Image-to-Video, Video Synchronization
chain | I found a Spanish text with links to some audio files. Could you help me understand it in English, get the audio files, and add a reverb effect to them? For your reference, the text is: 'Hola, aquí hay enlaces de audio: ejemplo.wav y ejemplo.mp4' | Keyword Extractor, Text Translator, URL Extractor, Audio Downloader, Audio Effects
single | I've been working on a project that involves creating a seamless audio track from two separate files, 'example1.wav' and 'example2.wav'. Can you help to combine these two audio files into one? | Audio Splicer
single | My family found an old family photo stashed away in an attic. It's a black and white image named 'example.jpg'. Could you help us breathe new life into it by converting it into color using advanced AI techniques? | Image Colorizer
single | I've recently been doing some audio editing and came across a file named 'example.wav'. Can you assist me in creating a visual representation of this audio file, such as a waveform or spectrogram? | Audio-to-Image
single | I have two beautiful pictures from my last trip, named 'example1.jpg' and 'example2.jpg'. Could you please help me create a slideshow video out of them? | Image-to-Video
chain | I came across an interesting German article about climate change, saying 'Das ist ein interessanter Artikel über Klimawandel. Seine Auswirkungen sind weitreichend, und wir müssen uns anpassen und gegensteuern.' Can you assist me by summarizing it, turning it into an audio summary, transcribing the audio back into English text, and then finding related articles or any more reliable information on the internet? | Text Translator, Text Summarizer, Text-to-Audio, Audio-to-Text, Text Search
chain | I recorded an audio file named 'example.wav' and captured a distinct image 'example.jpg'. Can I visualize this audio in a pictorial form, imprint the style of the captured image onto the visualized audio, and find images out there that closely resemble this stylized representation? | Audio-to-Image, Image Style Transfer, Image Search (by Image)
single | I'm working on a story but I am stuck with a sentence that seems too common. Could you help me rephrase: 'The quick brown fox jumps over the lazy dog' in a novel way? | Text Paraphraser
single | I have been reading this long and detailed article about the benefits of regular exercise but didn't have the time to finish it. Can you quickly summarize it for me so I can gather the main points? The article goes like this: 'Exercise has numerous benefits, such as improving cardiovascular health, reducing stress, boosting mood, and enhancing sleep quality...' | Text Summarizer
chain | I am currently working on a presentation about climate change and finding it challenging to organize my thoughts coherently. Could you help me restate this original text about climate change to make it sound more fresh and engaging, summarize the key points, check the summary for any grammatical errors, suggest some relatable topics based on the summary, and find some captivating images related to these topics? | Text Paraphraser, Text Summarizer, Text Grammar Checker, Topic Generator, Image Search
single | I've recently stumbled upon an interesting image on the web at this URL: www.example.com/example.jpg. Can you assist me in downloading it? | Image Downloader
single | I have received a customer's review stating: 'The product is fantastic, and I am very satisfied with the purchase.' Can you help me analyze its sentiment? | Text Sentiment Analysis
single | I recently wrote a journal entry and it goes like 'Today is a beautiful day!'. I'm curious - could you gauge what sentiment my entry reflects? | Text Sentiment Analysis
single | I've been working with an image named 'example.jpg' and it contains some text. Could you please assist me in getting the text information from it? | Image-to-Text
chain | I've written an article about the benefits of exercise in French, and I'm thinking of making a video on it. Could you help me identify the essential points from the article, translate them to English, summarize them, and then, could you add a voiceover to my video 'example.mp4' with the summarized content? | Keyword Extractor, Text Translator, Text Summarizer, Video Voiceover
single | As I'm working on a research paper focusing on how social media impacts the mental health of teenagers, I'm finding difficulty choosing a specific angle for my work. Can you help me generate a list of relevant topics that can guide my research direction? | Topic Generator
single | I've been experimenting with audio editing recently and recently I've got a challenging example.wav audio file. It's a male voice, and I'm wondering, can we pull off transforming it to sound like a female voice? | Voice Changer
dag | I have this video, example.mp4, that's just a little too shaky for my liking. Could you help smoothen it out for me and then adjust its playback speed depending on how viral the term 'success' is online? | Text Search, Video Stabilizer, Video Speed Changer
chain | I've recently conducted a brainstorming session and have recorded the discussion in an audio file named 'example.wav'. The audio is a bit unclear, and I'm finding it challenging to understand it clearly, let alone extracting topics from it. Could you please help me in cleaning up the audio, transcribing it into readable text, and finally generating some potential topics from it? | Audio Noise Reduction, Audio-to-Text, Text Grammar Checker, Text Expander, Topic Generator
single | I need to enhance my understanding of Artificial Intelligence for my upcoming project. Could you please help me find some valuable and credible resources related to AI from the internet? | Text Search
single | I've been conducting an interview and recorded all our conversations in an audio file named example.wav. Could you assist me in transcribing the audio into a readable text file? | Audio-to-Text
chain | I recently returned from an excellent holiday where I took some memorable photographs, 'example1.jpg' and 'example2.jpg'. Can you help me stitch these two photos together to make an exciting panorama? Also, I am a huge fan of the artistic style in the painting 'style_example.jpg'. Could we incorporate that visual style into my panorama photo? | Image Stitcher, Image Style Transfer
chain | I've recorded a lengthy video presentation on a variety of topics. Out of curiosity, can you perhaps assist me in transcribing it into text, reiterating it uniquely, deepening the explanation, simplifying it to increase comprehension, developing associated topic ideas, and lastly, creating a visually appealing graphic relating to one of the discussed topics? | Video-to-Text, Article Spinner, Text Expander, Text Simplifier, Topic Generator, Text-to-Image
chain | I'm doing a research project about the effects of climate change on polar bears. Could you help me find simplified and grammatically correct information on this topic, generate some related sub-topics, and produce an illustrative image based on the theme 'Climate change and its impact on polar bears'? | Text Simplifier, Text Search, Text Grammar Checker, Topic Generator, Text-to-Image
single | Hey there! I've recorded a meeting video in mp4 format and now I'm interested in focusing on the audio content of it. Can you assist me in separating the audio track from the video into its own standalone file? | Video-to-Audio
chain | I'm creating a digital language learning tool for my project and need some help. Could you translate a piece of Spanish text into English for me, convert this translation into an audio clip, mix the new audio with my 'example.wav' file, decipher the text from this mixed audio, paraphrase that text, identify the main keywords, and consequently use these essential keywords to apply corresponding sound effects to the mixed audio? The text to translate is: 'Buenos días, me gustaría una taza de café por favor.' | Text Translator, Text-to-Audio, Audio Splicer, Audio-to-Text, Text Paraphraser, Keyword Extractor, Audio Effects
single | I've been working on a podcast, and I've got two separate recordings, 'example1.wav' and 'example2.wav'. I need to merge them into a single audio file; can you assist me? | Audio Splicer
single | Recently, I recorded a video titled 'example.mp4' and after reviewing it, I felt it was a bit slow. I think accelerating it by two-fold would give it the desired effect. Could you assist me with this? | Video Speed Changer
single | I've got a blog post on which I've been receiving mixed reviews. As an excerpt from it, here's a line, 'I love the beautiful scenery, but the weather is terrible today.' Is there a way you can help me understand the overall sentiment expressed in this sentence? | Text Sentiment Analysis
single | I'm working on a video editing project where I have a voiceover audio file, example.wav and a video file, example.mp4. I've found that the voiceover doesn't quite match up with the visuals on the video. Could you assist in synchronizing the timing so they align perfectly? | Video Synchronization
chain | In my course of work, I sometimes receive this text with a embedded video URL: 'I have checked this interesting video. For your assistance, please proofread, rephrase for originality and be sure to get the video downloaded from this link: https://example.com/example.mp4'. Could you help me automate this task? | Text Grammar Checker, Text Paraphraser, URL Extractor, Video Downloader
chain | I've recently recorded an inspiring lecture in a '.wav' format, named 'example.wav'. Can you assist me in transcribing the audio into written text, rephrase it in a unique manner to maintain originality, identify the most significant phrases and keywords from that rephrased text, and compile a video based on these identified important points? | Audio-to-Text, Article Spinner, Keyword Extractor, Text-to-Video
chain | I scanned an old black and white photo (example.jpg) which has some interesting text written on it. Could you please help me to colorize it, pull out the text, rephrase it in a more digestible manner, and then apply audio effects to a sound file (example.wav) I have, following the guidelines from the paraphrased text? | Image Colorizer, Image-to-Text, Text Paraphraser, Audio Effects
chain | I've got an old black-and-white image 'nostalgia.jpg' that I want to breathe some life into. Can you help me find a photo that's similar, fuse them together to create a new panorama, and then give it some color to liven it up a bit? | Image Colorizer, Image Search (by Image), Image Stitcher
single | I found this cool image online, and I'd like to save it for keeping. Can you download the image from this URL for me?: https://www.example.com/example.jpg | Image Downloader
single | You know, I just came across a mesmerizing sunset picture at this link: https://www.example.com/sunset.jpg. Can you help me download and save it under the name example.jpg? | Image Downloader
chain | I've recently come across an intriguing article on artificial intelligence at the following link: 'https://www.example.com/ai-article'. Can we create a unique paraphrase of the content and then analyse it to understand if it projects a positive, negative, or neutral sentiment? | Article Spinner, Text Downloader, Text Sentiment Analysis, URL Extractor
chain | I found a wonderful quote in an image 'example.jpg', and I want to incorporate it into my next TikTok video. Could you assist me in converting the quote into text, creating an original paraphrase, and then spinning it for uniqueness? Also, it would be super if you could adjust the speed of my video 'example.mp4' to match the rhythm of the newly spun text, please? | Image-to-Text, Text Paraphraser, Article Spinner, Video Speed Changer
single | I stumbled upon a text written in Spanish and I need to understand what it says as I only speak English. Here's the text: 'Hola, me llamo Juan y necesito ayuda con la traducción de este texto. Gracias.' Could you help me with the translation? | Text Translator
single | I've been reading a scholarly article and there's a sentence that's written in a complex manner: 'While the interaction of certain intricacies and multifaceted aspects within this domain can lead to a convoluted understanding, it is imperative to decipher complex jargon and terminologies.' Can you help me understand this text in simpler terms? | Text Simplifier
single | I've just discovered a very interesting video online at 'https://www.example.com/example.mp4'. Could you help me download it so I can watch it later offline? | Video Downloader
single | I am communicating with a friend in Spain, and he wrote me something in Spanish: 'Hola, ¿cómo estás? Mi nombre es Juan y soy de España.' Since I do not understand Spanish, can you assist in translating that into English, please? | Text Translator
dag | I've got a couple of photos, example1.jpg and example2.jpg, as well as a video example.mp4 with a lovely soundtrack. Could you kindly create a lovely slideshow with the photos and overlay the video's soundtrack onto it for a smoother multimedia experience? | Image-to-Video, Video Stabilizer, Video-to-Audio, Video Synchronization
chain | I have a video named 'example.mp4' for my project on AI and machine learning for which I have written a script 'I am passionate about AI and machine learning'. Could you infuse this script as a voiceover in the video, tune it to a higher pitch, and create a visual spectrogram of this altered audio for me? | Audio-to-Image, Video Voiceover, Video-to-Audio, Voice Changer
chain | I've come across a fascinating article about how AI and IoT are transforming industries. Understanding it seems a bit tricky, so can you help me comprehend the pivotal points? Also, it would be engaging if I could get to see a visual instance related to those points, say, an image from a video discussing them. Here's the article text: 'The advent of technology has revolutionized the way we communicate, work, and live. Artificial Intelligence (AI) and the Internet of Things (IoT) are two such technological advancements that have transformed various industries. AI-powered tools have made it possible to automate complex tasks, analyze large datasets, and produce intelligent solutions. IoT has enabled us to connect everything from cars to coffee makers to the internet. The combination of these technologies is changing the game for businesses worldwide.' | Text Summarizer, Video Search, Video-to-Image
chain | I'm currently researching sustainable energy and I've got this document that contains a lot of information related to it. This document says, 'Sustainable energy is the practice of using energy in a way that meets the needs of the present without compromising the ability of future generations to meet their own needs. Renewable energy sources like solar, wind, and hydro power can provide clean and sustainable electricity for decades to come'. Can you help me use the material in this document to find some educational videos? | Keyword Extractor, Text Paraphraser, Video Search
chain | I recently came across a fascinating discussion about the role of artificial intelligence in our lives, especially in fields like healthcare and transportation. The article touched upon topics such as machine learning algorithms, deep learning networks, and natural language processing techniques and how they're transforming our interaction with technology and each other. I was really intrigued by it and I've been thinking - wouldn't it be great if I could watch some videos that expand on these topics? Can you help me find some? | Keyword Extractor, Topic Generator, Video Search
chain | I am working on a project where I need to integrate a voiceover with a video. Can you help me find a video related to 'wildlife' on the internet, synchronize it with my voiceover file 'narration.wav', and finally, ensure the video is smooth without any shaky parts? | Video Search, Video Synchronization, Video Stabilizer
single | I'm working on a presentation about pet adoption and I need some visual aids. Could you help me find an adorable image of puppies to use? | Image Search
single | I've been working on a report about the impact of Artificial Intelligence and written a sentence that goes 'Artificial Intelligence is revolutionizing the world of technology. It's making our lives easier and more convenient in numerous ways.' Can you help me to paraphrase it to avoid repetition and maintain the freshness of the content? | Text Paraphraser
chain | I'm preparing for a presentation on a new subject and found a useful video example.mp4 to elaborate on. Can you help me download it, add a voiceover using my script 'Let's take a closer look at this topic together.', speed up the playback by 1.5 times and then transcribe the content to text for me to prepare notes? | Video Downloader, Video Voiceover, Video Speed Changer, Video-to-Text
chain | I've been inspired to create an interesting video where the main ideas of a specific text document are spoken with a unique synthesized voice. Can we also blend this with the pre-existing 'example.wav' audio to add more depth to it? | Keyword Extractor, Text-to-Audio, Audio Splicer, Voice Changer, Audio-to-Text, Text-to-Video
chain | I'm working on a media project where I need to convert an audio file named 'example.wav' into a visual format, and include it in a slideshow along with an image named 'example.jpg'. Can you help me create the video and ensure that the audio and visuals are perfectly synchronized? | Audio-to-Image, Image-to-Video, Video Synchronization
single | I have the phrase 'Rainy day activities.' Can you help me elaborate on this a bit more comprehensively? | Text Expander
chain | I'm working on a project that needs a slideshow video. I found an image, example.jpg, that perfectly fits the theme. Could you help me find two images similar to this one and then create a slideshow out of them? And, oh, I almost forgot, align it with a voiceover I've done. It's in a file named example.wav. | Image Search (by Image), Image-to-Video, Video Synchronization
chain | I've just written a new blog post and I'd like to create an audio version, to make it more accessible. Could you help me with that? The text is available at 'http://example.com'. I'd also like to use the tone and pitch of a particular voice recording 'example.wav'. How about mixing this voice recording with the background music in 'background.wav'? Once the audio is ready, I would appreciate it if you could generate a transcript and check for any grammatical errors. To round the blog off, could you look for a notable image that ties in with the theme of the text, please? | Text Downloader, Voice Changer, Audio Splicer, Audio-to-Text, Text Grammar Checker, Image Search
chain | I came across a website 'example.com', which is written in another language. Could you assist me in downloading the text content from the named website and translating it into English? Once done, please help me extract any image URL embedded within, download the image from it and finally, combine this image with an image from my local system 'example.jpg' to create a slideshow video. | Text Downloader, Text Translator, URL Extractor, Image Downloader, Image-to-Video
single | I've been working on a project and have produced a new video titled 'example.mp4'. I have prepared a script: 'In this video, we will demonstrate how to create a stunning presentation in just 5 easy steps.' Could you assist me in adding a voiceover to this video using the script? | Video Voiceover
single | I just came across a message that says, 'There's this amazing learning platform: www.learnwithexample.com'. Can you help me pull out the website link from this message? | URL Extractor
single | I came across a fascinating image titled 'example.jpg', and I'm interested in finding more images that are similar to it. Can you help with this? | Image Search (by Image)
chain | I've got an image, example.jpg, with some written information that I'm interested in. Can you help me obtain the text from the image, proofread it for any grammatical inconsistencies, and then refine the text by paraphrasing it, still maintaining its original intent? Lastly, could you condense the final text without losing the essence of the information? | Image-to-Text, Text Grammar Checker, Text Paraphraser, Text Summarizer
chain | I'm working on a project and need to add some depth to a statement I have: 'Social media platforms have changed the way we communicate.' Can you help me rephrase, expand, and spin this to make it more unique and elaborate? | Text Paraphraser, Text Expander, Article Spinner
single | I'm working on a research project regarding technology's influence on human communication. Can you assist me in brainstorming some related topics? | Topic Generator
chain | I'm working on a blog post and want to incorporate a stunning aerial shot that I found in an online video (URL: https://www.example.com/video.mp4). Could you help me download this video, synchronize it with the voiceover I've prepared (example.wav), capture a still image at the moment where the visuals and voiceover align perfectly, and then blend this captured image with another one I have (example.jpg) to create a panoramic collage for my post? | Image Stitcher, Video Downloader, Video Synchronization, Video-to-Image
dag | I've just recorded a video 'example.mp4' from a conference and I'm interested in the content. Thus, could you help me transcribe the speech, identify the key talking points and any useful URLs referenced, and while you're at it, ensure these key phrases are grammatically correct? | Video-to-Text, Keyword Extractor, URL Extractor, Text Grammar Checker
single | I'm working on a project, and I need to create a video animation to help visualize what a typical day on a sunny beach looks like. Can you assist me in generating a video that depicts a beautiful, sun-soaked beach scene where people are playing volleyball, kids are building sandcastles, families are having a picnic near the shoreline, gentle waves are lapping against the shore, and seagulls are soaring above? Save it as 'example_video.mp4', please. | Text-to-Video
dag | I'm tackling a short educational project on the 'Internet of Things', and I have this video 'example.mp4'. But I'd like to make it speedier, like 1.5 times the original speed. Could you help me brainstorm a list of related topics? Then, let's pick a promising one and expand it into a script. Oh, and would you also add a voiceover to the video using our script? | Text Expander, Topic Generator, Video Speed Changer, Video Voiceover
chain | I've just returned from my vacation and ended up with a couple of memorable pictures, example1.jpg and example2.jpg. I am thinking about making a slideshow video with them. Imagine, if we could even transcribe any speech in that slideshow video, wouldn't that be fantastic? Then, how about turning that transcribed text into an entirely new video? | Image-to-Video, Video-to-Text, Text-to-Video
single | I've been developing a presentation on climate change and I found this meaningful article: 'Climate change is a global problem that requires collective action. Scientists have been warning us about the potential dangers of rising temperatures, changing weather patterns, and increased risk of natural disasters such as floods and hurricanes. It is essential that we take immediate steps to reduce carbon emissions and find alternative sources of energy beyond fossil fuels. If we don't act now, future generations may face irreversible consequences.' However, it's important to avoid plagiarism. Can you help me to reword this article to make it unique, while preserving the underlying meaning? | Article Spinner
chain | I'm perusing a French document that's got me intrigued, particularly this passage, 'La vie est belle malgré les difficultés et les obstacles. On doit toujours rester positif et continuer à avancer.' Could you help me translate that into English, paraphrase, and summarize it to keep the essence but with different words? | Text Translator, Text Paraphraser, Text Summarizer
chain | I recently discovered a beautiful piece of music at 'https://www.example.com/example.wav'. Could you help me download it, clean up the background noise, and add some 'reverb 50%' for additional depth? After this, I'd like it to be combined with a music piece I already have named 'example.wav'. | Audio Downloader, Audio Noise Reduction, Audio Effects, Audio Splicer
dag | I've come across a derived image file named 'example.jpg' that contains some textual information. Could you assist me in extracting this text using OCR, and then in identifying any URLs within this text? I'd appreciate it if you could download any images referenced by these URLs. Additionally, to enrich my understanding, could you search for any videos that are related to the text content extracted? | Image Downloader, Image-to-Text, URL Extractor, Video Search
chain | I've recently attended a festival where I took two marvellous pictures (example1.jpg and example2.jpg). I was thinking if we might make a video from these images, translate any dialogue in the video to English, determine the topics discussed based on that translated text, develop an audio narration from these translated topics, sync this audio with our newly-made video, and finally, create a static image from that synchronized video? Would you be able to assist me with these tasks? | Image-to-Video, Video-to-Text, Topic Generator, Text Translator, Text-to-Audio, Video Synchronization, Video-to-Image
single | I'm curating some art for my home and would like to get an inspiration. Can you find a captivating landscape image that exemplifies the theme 'sunset over mountains'? | Image Search
chain | I've just completed a tutorial on keyword extraction and recorded it in a video called 'example.mp4'. Additionally, I recorded a supplemental voiceover guide and wrote it in a text file named 'example tutorial on keyword extraction'. There's also an accompanying image called 'example.jpg' to visually support the tutorial. Can you help me enhance the video by adjusting its speed based on the keyword density in the voiceover script, integrate the voiceover into the video ensuring it aligns with the video content, convert the synchronized speech into written text, generate an image from this transcribed text and finally, create a slideshow merging this new image with my original 'example.jpg' image. | Keyword Extractor, Video Speed Changer, Video Voiceover, Video Synchronization, Video-to-Text, Text-to-Image, Image-to-Video
chain | Currently, I am working on a blog post about 2022 tech trends. To simplify the creation process and ensure the uniqueness of my content, could you assist me in extracting significant keywords from this text: 'AI, Blockchain Technology, 5G Networks, Cybersecurity, Quantum Computing, and Virtual Reality are the top technology trends in 2022.' Then, could you simplify these keywords and recreate the text using these simplified keywords to make it unique? | Keyword Extractor, Text Simplifier, Article Spinner
single | I've made a tutorial video on how to make pancakes, named as 'example.mp4'. But, it's missing a voiceover explanation that should say, 'In this video, we will demonstrate how to make delicious pancakes. Follow along as we show you step by step'. Could you add this voiceover to our video, please? | Video Voiceover
single | I came across a fascinating article that contained a URL. Could you assist me in identifying the URL from this line of text: 'Take a look at this interesting website I found: example.com'? | URL Extractor
chain | I've been working on an article and I've saved my draft as 'example.txt'. Could you help me assess and refine it? I would like to understand the overall sentiment of the article. If there are any grammatical errors, they should be corrected. I'm also interested in the main keywords of the article. And finally, can you rewrite the article to make it unique and generate a visual illustration based on the primary keywords? | Text Sentiment Analysis, Text Grammar Checker, Keyword Extractor, Article Spinner, Text-to-Image
dag | I'm working on a video project where I need to use the audio from a different source. This audio is available at example.com/audio.wav. Could you download it for me, then sync it with my existing video at example.mp4? In addition, I'm interested in having a visual representation of this audio similar to a waveform image, but with the visual style of example.jpg. Can you make that happen? | Audio Downloader, Video Synchronization, Audio-to-Image, Image Style Transfer
chain | I've come across a foreign-language website 'http://example.com' which contains instructions on modifying the playback speed of a video. Could you help me extract the text, check and correct any grammatical errors, translate it to English, and then use those translated instructions to adjust the speed of my 'example.mp4' video file? | Text Downloader, Text Grammar Checker, Text Translator, Video Speed Changer
single | I've been conducting some research and I found a really interesting article on 'https://www.example.com/article'. Can you help me to retrieve the text content from the URL please? | Text Downloader
chain | I have a recorded lecture 'example.mp4' which I find a little slow. Can we speed it up, extract its audio, convert this audio into text for my notes, and help me find similar video lectures based on this? | Video Speed Changer, Video-to-Audio, Audio-to-Text, Video Search
single | I've jotted down a shorthand note saying 'AI is gr8.' Can you help me express this in long-form, giving it more depth and detail? | Text Expander
chain | I've recorded a video that's titled 'example.mp4', and I've also got this separate audio file 'example.wav' that I want as a background track. Mixing those two sounds good in my mind but the background track has got some unwanted noise. Can you help me merge the audio tracks, clean up the noise, and synchronize this combined track with the visuals? | Video-to-Audio, Audio Splicer, Audio Noise Reduction, Video Synchronization
chain | I have a presentation on renewable energy sources upcoming, and I want to focus on solar energy. Can you assist me in finding detailed information about solar energy and then generate a concept image related to it? | Text Search, Topic Generator, Text-to-Image
chain | I've received an email with a message that reads: 'Listen to this exciting podcast: Oops, a wondeerful podcastt is available at www.example.com/audiourl/interesting-podcast.mp3. Pleaase, could you download it?' The text seems to have some grammatical errors. Could you first rectify any grammatical inaccuracies, then identify the URL embedded in the rectified text, and finally download the podcast from that URL? | Text Grammar Checker, URL Extractor, Audio Downloader
dag | I've just finished editing a video, 'example.mp4', and I've also got a separate audio file, 'example.wav', that I'd like to incorporate into my work. Could you assist me in extracting the audio from the video, then merging it with 'example.wav'? To ensure the new audio track matches my creative vision, I'd like you to transcribe the speech from the combined audio. Also, applying a 'add reverb' effect would give it a really cool texture. Lastly, could we generate a waveform image of the final audio output? That would be a great visual representation of my work. | Video-to-Audio, Audio Splicer, Audio-to-Text, Audio Effects, Audio-to-Image
"""

IDS = """
11197277
28923786
87197729
10798934
41753702
27319334
43737356
20503682
42164344
32697808
24732754
23427738
58722823
27659927
22887257
13178868
17177733
28058855
21289208
76983178
31416321
29252649
72827580
28205828
32486954
12193318
67919417
19122651
12805013
33314517
20812254
19642613
16097613
33570182
14067879
74426708
19466019
12051655
48425993
55977570
24042503
14968478
30243989
74222240
24019803
30420883
12214320
14172951
23373483
19645330
45395631
24305501
32580114
91724047
52202413
22014752
15917245
19129432
12347598
54487864
15561640
54179824
31250413
80521355
58037843
25800384
41046758
11780229
22810756
66944781
30112536
19387371
31893844
27071697
12483664
24794771
26321588
13754311
27570553
30616895
75513655
11259496
12341131
20713193
27838898
12643571
28903319
17899002
29314366
27485626
59923748
12361058
52179338
16314683
21781185
25866928
14367009
25151883
62537569
16245561
26631168
17990750
61636814
16729477
10951630
11379866
22069875
16349713
74496196
31294110
16473097
20441531
18350165
72664360
22151225
18412263
48998781
82580628
23667358
15307609
17004308
21914813
29918846
31014078
30238559
27761471
22041773
15383295
10788865
47902973
28536195
21785807
51891536
31188732
15737359
24429330
17603966
33717666
68601347
95105771
25062474
15376372
12247244
30066404
26406843
10380769
84433782
33090917
24974406
12173015
37507890
31761373
30811540
28493662
26559903
84613914
29815919
27723483
17934342
36690562
"""

# Entries among the first 166 that were left out, with the tools they name that the catalog lacks.
SKIPPED = {
    "17306349": ("Audio Merger",),
    "13563445": ("Text Enhancer",),
    "18919679": ("Sentiment-to-Image",),
    "16682768": ("Download Image",),
    "44835288": ("Voice Alteration",),
    "23349605": ("Audio Visualizer", "Image Combiner"),
}


def taskmedia_catalog() -> list[dict[str, Any]]:
    return [_tool(line) for line in TOOLS.strip().splitlines()]


def taskmedia_queries(split: str | None) -> list[tuple[str, str, list[str]]]:
    """(style, request, relevant names); `split` "dev" = even lines of each style, else odd."""
    return split_rows(request_rows(QUERIES), split)
