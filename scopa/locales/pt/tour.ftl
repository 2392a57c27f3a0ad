# A mesa de exemplo do passeio (python main.py --tour), pt

tour_save_name = Domingo na casa da vó
tour_house_rule = Scopa de casa
